import type { PrivacyText } from "./neutral";

const fr: PrivacyText = {
  meta: {
    title: "Politique de confidentialité",
    description:
      "Les données collectées par {firm} sur son site : pourquoi, pour combien de temps, qui les traite, et comment y accéder, les rectifier ou les effacer.",
  },
  title: "Politique de confidentialité",
  intro:
    "Cette politique explique ce que nous collectons lorsque vous nous écrivez ou vous abonnez à notre lettre d’information, pourquoi, combien de temps nous le conservons, qui le traite et où, et comment exercer vos droits. Elle s’applique uniquement à ce site.",
  updated: "Mise à jour le {date}",
  contents: "Sur cette page",
  sections: [
    {
      heading: "Responsable du traitement",
      paragraphs: [
        "Le responsable du traitement des données personnelles collectées sur ce site est {legalName} ({address}). {firm} a des bureaux à {offices}.",
        "Pour toute question sur cette politique ou sur vos données, écrivez à {dpoEmail}. Pour tout autre sujet, notre adresse générale est {firmEmail}.",
      ],
    },
    {
      heading: "Délégué à la protection des données",
      paragraphs: [
        "La fonction de délégué à la protection des données (DPO) est exercée par {dpo}, que vous pouvez joindre à l’adresse {dpoEmail}. {dpo} répond à vos questions, demandes et réclamations concernant vos données et fait le lien avec les autorités de protection des données (pour la LGPD brésilienne, l’encarregado). Vous pouvez aussi écrire par courrier à l’adresse ci-dessus, à l’attention du délégué à la protection des données.",
      ],
    },
    {
      heading: "Le formulaire de contact",
      paragraphs: [
        "Lorsque vous envoyez le formulaire de contact, nous conservons ce que vous avez saisi et le contexte nécessaire pour vous répondre :",
      ],
      items: [
        "vos nom, adresse e-mail et message, ainsi que votre entreprise si vous l’indiquez ;",
        "la page depuis laquelle vous avez écrit, la langue utilisée, ainsi que la date et l’heure d’envoi.",
      ],
    },
    {
      heading: "Pourquoi nous utilisons votre message",
      paragraphs: [
        "Nous utilisons ces informations uniquement pour répondre à votre demande : un consultant en est averti par e-mail et vous répond, et vous recevez un accusé de réception. Nous ne vous abonnons pas à la lettre d’information et ne vous ajoutons à aucune autre liste.",
        "Les champs nom, adresse e-mail et message sont obligatoires, car sans eux nous ne pouvons pas vous répondre ; le champ entreprise est facultatif.",
        "La base légale est l’exécution de mesures précontractuelles prises à votre demande et notre intérêt légitime à répondre aux personnes qui nous contactent (RGPD, article 6, paragraphe 1, points b et f ; LGPD, article 7, alinéas V et IX).",
      ],
    },
    {
      heading: "La lettre d’information",
      paragraphs: [
        "Notre lettre d’information est un e-mail par mois qui présente nos derniers articles. Pour vous abonner, vous indiquez votre adresse e-mail et, si vous le souhaitez, vos prénom et nom et les sujets qui vous intéressent. Nous enregistrons aussi la page depuis laquelle vous vous êtes abonné, la langue utilisée, la date et l’heure, ainsi que la version du texte de consentement affiché par le formulaire.",
        "Tant que vous n’avez pas cliqué sur le lien de l’e-mail de confirmation, nous ne vous envoyons rien d’autre. Lorsque vous confirmez, nous enregistrons la date et l’heure, la page et la langue de cette confirmation, afin de pouvoir prouver votre consentement, comme l’exige la loi canadienne anti-pourriel (LCAP). La base légale est votre consentement (RGPD, article 6, paragraphe 1, point a ; LGPD, article 7, alinéa I).",
        "L’abonnement est facultatif : sans votre consentement, vous ne recevez simplement pas la lettre d’information, et le reste du site fonctionne de la même façon. Chaque e-mail de la lettre d’information, y compris celui de confirmation, contient un lien de désabonnement en un clic, et vous pouvez retirer votre consentement à tout moment, aussi simplement que vous l’avez donné.",
        "Nous conservons la trace de chaque numéro que nous vous envoyons et de sa date d’envoi. Si votre serveur de messagerie refuse nos e-mails de façon définitive, nous enregistrons la date et ne vous envoyons plus aucun numéro, sauf si vous confirmez un nouvel abonnement.",
      ],
    },
    {
      heading: "Durée de conservation",
      paragraphs: [],
      items: [
        "Les messages de contact sont supprimés automatiquement deux ans après leur réception.",
        "Les abonnements jamais confirmés sont supprimés automatiquement au bout de 30 jours.",
        "Les données d’un abonné confirmé sont conservées tant que dure l’abonnement.",
        "Lorsque vous vous désabonnez, nous conservons votre adresse, avec la mention et la date de votre désabonnement, dans le seul but de ne plus jamais vous écrire et de pouvoir établir quand vous avez retiré votre consentement, sur la base de notre intérêt légitime (RGPD, article 6, paragraphe 1, point f ; LGPD, article 7, alinéa IX). Vous pouvez nous demander de l’effacer entièrement.",
        "Les statistiques de visite sont des totaux quotidiens, supprimés au bout de 13 mois ; la clé quotidienne qui sert à compter les visiteurs est supprimée 48 heures après le début de son jour.",
      ],
    },
    {
      heading: "Qui traite vos données pour notre compte",
      paragraphs: [
        "Vos données sont conservées sur le serveur de notre site et consultées uniquement par les membres de notre équipe qui répondent aux demandes. Nous ne vendons pas vos données, ne les utilisons pas à des fins publicitaires et ne les communiquons à personne d’autre qu’aux sociétés ci-dessous, sauf obligation légale. Ces sociétés sont nos sous-traitants au sens du RGPD : elles traitent vos données pour notre compte, en vertu d’un contrat et selon nos instructions.",
      ],
    },
    {
      heading: "Transferts internationaux",
      paragraphs: [
        "Vos données sont stockées sur le serveur hébergé par {host} ({hostCountry}) et transitent par les sous-traitants indiqués ci-dessus, chacun dans le pays mentionné. Les personnes qui répondent aux demandes peuvent les consulter depuis chacun de nos bureaux. Les données traitées dans un autre pays sont soumises aux lois de ce pays, dont les tribunaux et les autorités peuvent être en mesure d’y accéder.",
        "Lorsque cet envoi constitue un transfert international de données (RGPD, article 44 ; LGPD, article 33), il est encadré par :",
      ],
    },
    {
      heading: "Ni cookies ni pistage",
      paragraphs: [
        "Ce site ne dépose aucun cookie et n’utilise ni script de mesure d’audience, ni traceur publicitaire, ni script tiers (les visites sont comptées sur notre propre serveur, comme décrit plus bas) ; ses polices sont hébergées sur notre propre serveur. Il conserve dans votre navigateur quelques informations, qui ne quittent jamais votre appareil : la langue que vous avez choisie, le fait que vous avez fermé la suggestion de lire le site dans votre langue, les articles que vous avez ajoutés à votre liste de lecture et, jusqu’à la fermeture de l’onglet, l’indication que la police a déjà été téléchargée.",
        "Pour protéger les formulaires contre les abus, le serveur compte combien de fois chaque adresse IP les envoie en dix minutes, sur la base de notre intérêt légitime à sécuriser le site (RGPD, article 6, paragraphe 1, point f ; LGPD, article 7, alinéa IX). Cette adresse est conservée à part de votre message et de votre abonnement, et ne sert à rien d’autre.",
      ],
    },
    {
      heading: "Statistiques de visite",
      paragraphs: [
        "Pour savoir quelles pages et quelles langues sont utiles, notre serveur compte les visites à partir des requêtes que votre navigateur envoie déjà pour lire une page. Aucun script, cookie ni identifiant n’est déposé sur votre appareil, et rien n’y est lu.",
        "Pour chaque jour, nous ne conservons que des totaux : les pages vues par page et par langue, le nombre de visiteurs différents, l’origine des visites (une balise de campagne dans le lien, comme utm_source, le nom du site ou du moteur de recherche qui nous a cités, ou une visite directe), la langue préférée de votre navigateur et les adresses de notre site qui n’existent pas. Nous ne conservons ni votre adresse IP, ni l’adresse complète de la page d’où vous venez, ni le reste du lien.",
        "Pour compter chaque visiteur une fois par jour, le serveur calcule un code irréversible (HMAC-SHA256) à partir de votre adresse IP et de l’agent utilisateur de votre navigateur, avec une clé aléatoire tirée pour ce jour. La clé est supprimée 48 heures après le début de son jour, avec les codes de ce jour ; ensuite, personne, pas même nous, ne peut relier les chiffres à un appareil ou à une personne.",
        "Si votre navigateur envoie le signal Global Privacy Control (Sec-GPC), vos pages vues sont comptées, mais aucun code n’est calculé pour vous et vous n’êtes jamais compté comme visiteur.",
        "Lorsque vous envoyez un message ou vous abonnez à la lettre d’information, nous enregistrons avec lui l’origine de votre visite ce jour-là (par exemple « linkedin » ou « google »), pour savoir quelles pages et quelles campagnes mènent à des échanges.",
        "Les totaux quotidiens sont supprimés automatiquement au bout de 13 mois (395 jours). Ce comptage repose sur notre intérêt légitime à comprendre l’usage du site (RGPD, article 6, paragraphe 1, point f ; LGPD, article 7, alinéa IX) ; vous pouvez vous y opposer à tout moment en activant Global Privacy Control dans votre navigateur ou en nous écrivant.",
      ],
    },
    {
      heading: "Vos droits",
      paragraphs: ["Où que vous soyez, vous pouvez nous demander gratuitement :"],
      items: [
        "de vous confirmer si nous traitons vos données, de vous indiquer lesquelles et de vous en remettre une copie (droit d’accès) ;",
        "de rectifier les données incomplètes, inexactes ou périmées (droit de rectification) ;",
        "d’effacer vos données (droit à l’effacement) ou, au titre de la LGPD, d’anonymiser ou de bloquer celles qui seraient inutiles, excessives ou traitées de manière illicite ;",
        "de vous transmettre vos données, à vous ou à un autre prestataire, dans un format lisible par machine (droit à la portabilité) ;",
        "de limiter l’utilisation de vos données le temps de régler une contestation (droit à la limitation du traitement) ou de cesser une utilisation fondée sur notre intérêt légitime (droit d’opposition) ;",
        "de vous indiquer avec qui nous partageons vos données (uniquement les sous-traitants indiqués ci-dessus) et ce qui se passe si vous refusez votre consentement (vous ne recevez pas la lettre d’information).",
      ],
      after: [
        "Vous pouvez aussi retirer à tout moment votre consentement à la lettre d’information, par le lien présent dans chacun de ses e-mails ou en nous écrivant, et définir des directives relatives au sort de vos données après votre décès (article 85 de la loi Informatique et Libertés). Nous ne prenons aucune décision vous concernant sur le seul fondement d’un traitement automatisé.",
      ],
    },
    {
      heading: "Comment exercer vos droits",
      paragraphs: [
        "Écrivez à {dpoEmail} depuis l’adresse concernée, afin que nous puissions vérifier que la demande émane bien de vous ; si vous écrivez depuis une autre adresse, nous vous demanderons un moyen de vérifier votre identité. Nous répondons sous 15 jours.",
        "Ces droits découlent des articles 15 à 22 du RGPD, de l’article 18 de la LGPD brésilienne et des principes d’accès et de rectification de la LPRPDE canadienne. Si notre réponse ne vous satisfait pas, vous pouvez introduire une réclamation auprès de l’autorité de protection des données compétente : la CNIL en France ou l’autorité de contrôle de votre pays dans l’Union européenne, l’ANPD au Brésil, ou le Commissariat à la protection de la vie privée du Canada.",
      ],
    },
    {
      heading: "Sécurité",
      paragraphs: [
        "L’accès aux données conservées est réservé aux personnes qui répondent aux demandes. Le site utilise une connexion chiffrée (HTTPS), et nos e-mails sont envoyés par des connexions chiffrées dès que le serveur de messagerie destinataire le permet.",
      ],
    },
    {
      heading: "Mineurs",
      paragraphs: [
        "Ce site s’adresse aux entreprises et ne vise pas les mineurs. Nous ne collectons pas sciemment de données concernant des personnes de moins de 16 ans.",
      ],
    },
    {
      heading: "Modifications de cette politique",
      paragraphs: [
        "La date en haut de cette page indique la dernière modification de cette politique. Si nous souhaitions un jour utiliser autrement les données des abonnés à la lettre d’information, nous leur redemanderions leur consentement par e-mail.",
      ],
    },
  ],
  terms: {
    processor: "{service} : {name} ({country}).",
    services: {
      hosting: "Hébergement du serveur du site et de sa base de données",
      email:
        "Envoi de nos e-mails (notifications à nos consultants, accusés de réception et lettre d’information)",
      crm: "Outil de gestion de la relation client (CRM), qui reçoit chaque message de contact afin que nous puissions en assurer le suivi",
    },
    transfer: "{country}, pour les données collectées {from} : {basis}.",
    from: { gdpr: "dans l’Espace économique européen", lgpd: "au Brésil" },
    bases: {
      gdpr: {
        adequacy: "une décision d’adéquation de la Commission européenne (RGPD, article 45)",
        "standard-clauses":
          "les clauses contractuelles types adoptées par la Commission européenne (RGPD, article 46, paragraphe 2, point c)",
      },
      lgpd: {
        adequacy: "une décision d’adéquation de l’ANPD brésilienne (LGPD, article 33, alinéa I)",
        "standard-clauses":
          "les clauses contractuelles types approuvées par l’ANPD brésilienne (LGPD, article 33, alinéa II, point b ; résolution CD/ANPD nº 19/2024)",
      },
    },
    lawOrder: ["gdpr", "lgpd"],
  },
};

export default fr;
