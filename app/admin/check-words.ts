import type { BodyProblem } from "~/content/blog/articles.server";
import type { Lang } from "~/i18n/locales";
import { formatDate } from "~/lib/dates";
import type { Finding, Photo, Size } from "./checks";

/**
 * What `/admin`'s preview says of a finding (`checks.ts`), in the language of the pane being edited:
 * what is wrong, then what to do. The fields are named by their labels in the form, which Sveltia
 * shows in English whatever the language (`config.ts`). Brazilian Portuguese, Latin American Spanish
 * (usted), French with its no-break spaces (before `:`, narrow before `; ! ?`).
 */
interface CheckWords {
  /** Where in a body: `field` is its label (Body, Editorial). */
  at: (field: string, line: number) => string;
  body: Record<BodyProblem["kind"], (sample: string) => string>;
  /** `date` and `latest` are already written in the language. */
  dateAhead: (date: string, latest: string) => string;
  dateBeforeNewest: (date: string, newest: string) => string;
  coverAltMissing: string;
  photoFormat: Record<Photo, (name: string) => string>;
  photoTooSmall: Record<Photo, (size: string, need: string) => string>;
  coverInUse: (name: string, title: string) => string;
  /** `date` is already written in the language. */
  sendTimePast: (date: string) => string;
}

const en: CheckWords = {
  at: (field, line) => `${field}, line ${line}:`,
  body: {
    footnote: (sample) =>
      `a footnote link pasted from Word (${sample}) leads nowhere on the site. Write the note in the text, or in a last paragraph, without the link.`,
    flatTable: () =>
      "a table lost its rows when it was pasted (a paragraph of | pipes). Write one row per line, the headings first: | Name | Role |.",
    html: (sample) =>
      `HTML pasted from a web page (${sample}). Paste it again as plain text (Ctrl+Shift+V) and format it with the toolbar.`,
    topHeading: (sample) =>
      `a top-level heading (# ${sample}). The article's title is the only one: start each section with ##.`,
    foreignImage: (sample) =>
      `an image from another site (${sample}). Upload the image with the toolbar's image button: the site shows only its own images.`,
    undescribedImage: (sample) =>
      `an image without a description (${sample}). Write what it shows between its brackets, for readers who cannot see it.`,
    link: (sample) =>
      `a link to ${sample}. Link to a page of the site (/contact) or to an https:, mailto: or tel: address.`,
  },
  dateAhead: (date, latest) =>
    `Date: ${date} is more than a year ahead (after ${latest}). Check the year: an article is scheduled at most a year ahead.`,
  dateBeforeNewest: (date, newest) =>
    `Date: ${date} is before the newest article on the blog (${newest}). It will be listed after it, not first. If the article is new, check the date; if it is meant to be older, keep it.`,
  coverAltMissing:
    "Cover description: a photo cover needs its description in this language. Say what it shows, for readers who cannot see it (“Our Orlando team at a whiteboard”).",
  photoFormat: {
    cover: (name) =>
      `Cover: ${name} is neither a JPEG, PNG or WebP photo nor an SVG drawing. Export it as a JPEG and upload it again.`,
    portrait: (name) =>
      `Portrait: ${name} is not a JPEG, PNG or WebP photo. Export it as a JPEG and upload it again.`,
  },
  photoTooSmall: {
    cover: (size, need) =>
      `Cover: the photo is ${size} pixels; a cover needs at least ${need}. Upload a larger photo (the original, not one sent through a chat or an email).`,
    portrait: (size, need) =>
      `Portrait: the photo is ${size} pixels; a portrait needs at least ${need}. Upload a larger photo (the original, not one sent through a chat or an email).`,
  },
  sendTimePast: (date) =>
    `Send time: ${date} is more than a day past. Published so, the issue is never sent by itself, and no proof comes: it waits for someone to send it from the server. Choose a time ahead (check the year), or leave it empty to send it by hand.`,
  coverInUse: (name, title) =>
    `Cover: ${name} is already the cover of “${title}”, and an article needs a photo of its own. Upload this photo under another name (choose Keep Both if asked). If you chose Replace, “${title}” now shows this photo too: put its own photo back.`,
};

const pt: CheckWords = {
  at: (field, line) => `${field}, linha ${line}:`,
  body: {
    footnote: (sample) =>
      `um link de nota de rodapé colado do Word (${sample}) não leva a lugar nenhum no site. Escreva a nota no texto, ou em um último parágrafo, sem o link.`,
    flatTable: () =>
      "uma tabela perdeu as linhas ao ser colada (um parágrafo de barras |). Escreva uma linha da tabela por linha do texto, começando pelos títulos: | Nome | Cargo |.",
    html: (sample) =>
      `HTML colado de uma página da web (${sample}). Cole de novo como texto sem formatação (Ctrl+Shift+V) e formate com a barra de ferramentas.`,
    topHeading: (sample) =>
      `um título de primeiro nível (# ${sample}). O título do artigo é o único desse nível: comece cada seção com ##.`,
    foreignImage: (sample) =>
      `uma imagem de outro site (${sample}). Envie a imagem pelo botão de imagem da barra de ferramentas: o site só mostra as próprias imagens.`,
    undescribedImage: (sample) =>
      `uma imagem sem descrição (${sample}). Escreva entre os colchetes o que ela mostra, para quem não consegue vê-la.`,
    link: (sample) =>
      `um link para ${sample}. Use uma página do site (/contact) ou um endereço https:, mailto: ou tel:.`,
  },
  dateAhead: (date, latest) =>
    `Date: ${date} está a mais de um ano daqui (depois de ${latest}). Confira o ano: um artigo é agendado com no máximo um ano de antecedência.`,
  dateBeforeNewest: (date, newest) =>
    `Date: ${date} é anterior ao artigo mais recente do blog (${newest}). Ele vai aparecer depois desse, e não em primeiro lugar. Se o artigo é novo, confira a data; se ele deve mesmo ser mais antigo, mantenha-a.`,
  coverAltMissing:
    "Cover description: uma capa com foto precisa de descrição neste idioma. Diga o que ela mostra, para quem não consegue vê-la (“Nossa equipe de Orlando diante de um quadro branco”).",
  photoFormat: {
    cover: (name) =>
      `Cover: ${name} não é uma foto JPEG, PNG ou WebP nem um desenho SVG. Exporte como JPEG e envie de novo.`,
    portrait: (name) =>
      `Portrait: ${name} não é uma foto JPEG, PNG ou WebP. Exporte como JPEG e envie de novo.`,
  },
  photoTooSmall: {
    cover: (size, need) =>
      `Cover: a foto tem ${size} pixels; uma capa precisa de pelo menos ${need}. Envie uma foto maior (a original, não uma recebida por chat ou e-mail).`,
    portrait: (size, need) =>
      `Portrait: a foto tem ${size} pixels; um retrato precisa de pelo menos ${need}. Envie uma foto maior (a original, não uma recebida por chat ou e-mail).`,
  },
  sendTimePast: (date) =>
    `Send time: ${date} já passou há mais de um dia. Publicada assim, a edição nunca é enviada sozinha, e nenhuma prova chega: ela fica esperando que alguém a envie pelo servidor. Escolha um horário futuro (confira o ano) ou deixe o campo vazio para enviá-la manualmente.`,
  coverInUse: (name, title) =>
    `Cover: ${name} já é a capa de “${title}”, e cada artigo precisa de uma foto própria. Envie esta foto com outro nome (escolha Keep Both, se perguntado). Se você escolheu Replace, “${title}” agora também mostra esta foto: recoloque a foto dele.`,
};

const es: CheckWords = {
  at: (field, line) => `${field}, línea ${line}:`,
  body: {
    footnote: (sample) =>
      `un enlace de nota al pie pegado desde Word (${sample}) no lleva a ninguna parte en el sitio. Escriba la nota en el texto, o en un último párrafo, sin el enlace.`,
    flatTable: () =>
      "una tabla perdió sus filas al pegarla (un párrafo de barras |). Escriba una fila por línea, primero los encabezados: | Nombre | Cargo |.",
    html: (sample) =>
      `HTML pegado desde una página web (${sample}). Péguelo de nuevo como texto sin formato (Ctrl+Mayús+V) y dele formato con la barra de herramientas.`,
    topHeading: (sample) =>
      `un título de primer nivel (# ${sample}). El título del artículo es el único de ese nivel: comience cada sección con ##.`,
    foreignImage: (sample) =>
      `una imagen de otro sitio (${sample}). Suba la imagen con el botón de imagen de la barra de herramientas: el sitio solo muestra sus propias imágenes.`,
    undescribedImage: (sample) =>
      `una imagen sin descripción (${sample}). Escriba entre los corchetes lo que muestra, para los lectores que no pueden verla.`,
    link: (sample) =>
      `un enlace a ${sample}. Enlace a una página del sitio (/contact) o a una dirección https:, mailto: o tel:.`,
  },
  dateAhead: (date, latest) =>
    `Date: el ${date} está a más de un año (después del ${latest}). Revise el año: un artículo se programa como máximo con un año de anticipación.`,
  dateBeforeNewest: (date, newest) =>
    `Date: el ${date} es anterior al artículo más reciente del blog (${newest}). Aparecerá después de él, no en primer lugar. Si el artículo es nuevo, revise la fecha; si debe ser más antiguo, déjela así.`,
  coverAltMissing:
    "Cover description: una portada con foto necesita su descripción en este idioma. Diga lo que muestra, para los lectores que no pueden verla (“Nuestro equipo de Orlando frente a una pizarra”).",
  photoFormat: {
    cover: (name) =>
      `Cover: ${name} no es una foto JPEG, PNG o WebP ni un dibujo SVG. Expórtela como JPEG y súbala de nuevo.`,
    portrait: (name) =>
      `Portrait: ${name} no es una foto JPEG, PNG o WebP. Expórtela como JPEG y súbala de nuevo.`,
  },
  photoTooSmall: {
    cover: (size, need) =>
      `Cover: la foto mide ${size} píxeles; una portada necesita al menos ${need}. Suba una foto más grande (la original, no una recibida por chat o por correo).`,
    portrait: (size, need) =>
      `Portrait: la foto mide ${size} píxeles; un retrato necesita al menos ${need}. Suba una foto más grande (la original, no una recibida por chat o por correo).`,
  },
  sendTimePast: (date) =>
    `Send time: el ${date} ya pasó hace más de un día. Publicada así, la edición nunca se envía sola y no llega ninguna prueba: queda a la espera de que alguien la envíe desde el servidor. Elija una hora futura (revise el año) o deje el campo vacío para enviarla manualmente.`,
  coverInUse: (name, title) =>
    `Cover: ${name} ya es la portada de “${title}”, y cada artículo necesita una foto propia. Suba esta foto con otro nombre (elija Keep Both si se lo pregunta). Si eligió Replace, “${title}” ahora también muestra esta foto: vuelva a poner la suya.`,
};

const fr: CheckWords = {
  at: (field, line) => `${field}, ligne ${line}\u00a0:`,
  body: {
    footnote: (sample) =>
      `un lien de note de bas de page collé depuis Word (${sample}) ne mène nulle part sur le site. Écrivez la note dans le texte, ou dans un dernier paragraphe, sans le lien.`,
    flatTable: () =>
      "un tableau a perdu ses lignes au collage (un paragraphe de barres |). Écrivez une ligne du tableau par ligne de texte, les en-têtes d’abord\u00a0: | Nom | Fonction |.",
    html: (sample) =>
      `du HTML collé depuis une page web (${sample}). Collez-le de nouveau en texte brut (Ctrl+Maj+V) et mettez-le en forme avec la barre d’outils.`,
    topHeading: (sample) =>
      `un titre de premier niveau (# ${sample}). Le titre de l’article est le seul de ce niveau\u00a0: commencez chaque section par ##.`,
    foreignImage: (sample) =>
      `une image d’un autre site (${sample}). Importez l’image avec le bouton d’image de la barre d’outils\u00a0: le site n’affiche que ses propres images.`,
    undescribedImage: (sample) =>
      `une image sans description (${sample}). Écrivez entre ses crochets ce qu’elle montre, pour les lecteurs qui ne la voient pas.`,
    link: (sample) =>
      `un lien vers ${sample}. Faites un lien vers une page du site (/contact) ou vers une adresse https:, mailto: ou tel:.`,
  },
  dateAhead: (date, latest) =>
    `Date\u00a0: le ${date} est à plus d’un an (après le ${latest}). Vérifiez l’année\u00a0: un article se programme au plus un an à l’avance.`,
  dateBeforeNewest: (date, newest) =>
    `Date\u00a0: le ${date} précède l’article le plus récent du blog (${newest}). Il s’affichera après celui-ci, pas en premier. S’il est nouveau, vérifiez la date\u202f; s’il doit être plus ancien, gardez-la.`,
  coverAltMissing:
    "Cover description\u00a0: une couverture photo a besoin de sa description dans cette langue. Dites ce qu’elle montre, pour les lecteurs qui ne la voient pas («\u00a0Notre équipe d’Orlando devant un tableau blanc\u00a0»).",
  photoFormat: {
    cover: (name) =>
      `Cover\u00a0: ${name} n’est ni une photo JPEG, PNG ou WebP, ni un dessin SVG. Exportez-la en JPEG et importez-la de nouveau.`,
    portrait: (name) =>
      `Portrait\u00a0: ${name} n’est pas une photo JPEG, PNG ou WebP. Exportez-la en JPEG et importez-la de nouveau.`,
  },
  photoTooSmall: {
    cover: (size, need) =>
      `Cover\u00a0: la photo fait ${size} pixels\u202f; une couverture demande au moins ${need}. Importez une photo plus grande (l’originale, pas une photo reçue par messagerie ou par e-mail).`,
    portrait: (size, need) =>
      `Portrait\u00a0: la photo fait ${size} pixels\u202f; un portrait demande au moins ${need}. Importez une photo plus grande (l’originale, pas une photo reçue par messagerie ou par e-mail).`,
  },
  sendTimePast: (date) =>
    `Send time\u00a0: le ${date} est passé depuis plus d’un jour. Publié ainsi, le numéro ne part jamais de lui-même et aucune épreuve n’arrive\u00a0: il attend qu’on l’envoie depuis le serveur. Choisissez une heure à venir (vérifiez l’année) ou laissez le champ vide pour l’envoyer à la main.`,
  coverInUse: (name, title) =>
    `Cover\u00a0: ${name} est déjà la couverture de «\u202f${title}\u202f», et chaque article demande une photo à lui. Importez cette photo sous un autre nom (choisissez Keep Both si la question est posée). Si vous avez choisi Replace, «\u202f${title}\u202f» affiche maintenant cette photo aussi\u00a0: remettez-lui la sienne.`,
};

const words: Record<Lang, CheckWords> = { en, pt, es, fr };

const pixels = (size: Size) => `${size.width}\u00a0×\u00a0${size.height}`;

/** `finding` as the preview says it in `lang`; `field`: the label of the body it is in. */
export function say(finding: Finding, lang: Lang, field = "Body"): string {
  const t = words[lang];
  switch (finding.kind) {
    case "body":
      return `${t.at(field, finding.line)} ${t.body[finding.problem.kind]("sample" in finding.problem ? finding.problem.sample : "")}`;
    case "other":
      return finding.message;
    case "dateAhead":
      return t.dateAhead(formatDate(finding.date, lang), formatDate(finding.latest, lang));
    case "dateBeforeNewest":
      return t.dateBeforeNewest(formatDate(finding.date, lang), formatDate(finding.newest, lang));
    case "coverAltMissing":
      return t.coverAltMissing;
    case "coverInUse":
      return t.coverInUse(finding.name, finding.title);
    case "sendTimePast":
      return t.sendTimePast(formatDate(finding.sendAt.slice(0, 10), lang));
    case "photoFormat":
      return t.photoFormat[finding.photo](finding.name);
    case "photoTooSmall":
      return t.photoTooSmall[finding.photo](pixels(finding), pixels(finding.need));
  }
}
