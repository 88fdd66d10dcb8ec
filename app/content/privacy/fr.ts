import type { PrivacyText } from "./neutral";

const fr: PrivacyText = {
  meta: {
    title: "Politique de confidentialité",
    description:
      "Les données collectées par {firm} sur son site : pourquoi, pour combien de temps, qui les traite, et comment y accéder, les rectifier ou les effacer, où que vous soyez.",
  },
  title: "Politique de confidentialité",
  intro:
    "Cette politique explique ce que nous collectons lorsque vous consultez ce site, nous écrivez, prenez rendez-vous ou vous abonnez à notre lettre d’information : pourquoi, combien de temps nous le conservons, qui le traite et où, et comment exercer vos droits. Une section, vers la fin, indique ce qu’ajoute la loi du lieu où vous vous trouvez. Cette politique s’applique uniquement à ce site.",
  updated: "Mise à jour le {date}",
  contents: "Sur cette page",
  sections: [
    {
      heading: "Responsable du traitement",
      paragraphs: [
        "Le responsable du traitement des données personnelles collectées sur ce site est {legalName} ({address}, téléphone : {phone}). {firm} a des bureaux à {offices}, et toutes les personnes qui y travaillent sont employées par {legalName}.",
        "Les questions sur cette politique ou sur vos données s’adressent à notre délégué à la protection des données, indiqué ci-dessous. Pour tout autre sujet, écrivez à {firmEmail}.",
      ],
    },
    {
      heading: "Délégué à la protection des données",
      paragraphs: [
        "La fonction de délégué à la protection des données (DPO) est exercée par {dpo}, que vous pouvez joindre à l’adresse {dpoEmail}. Notre DPO répond à vos questions, demandes et réclamations concernant vos données et fait le lien avec les autorités de protection des données ; cette fonction est celle de l’encarregado au sens de la LGPD brésilienne et, au Québec, de la personne responsable de la protection des renseignements personnels. Vous pouvez aussi écrire par courrier à l’adresse ci-dessus, à l’attention du délégué à la protection des données.",
      ],
    },
    {
      heading: "Nos représentants en Europe",
      paragraphs: [
        "{legalName} n’a pas d’établissement dans l’Union européenne ni au Royaume-Uni. Le RGPD et le RGPD britannique (UK GDPR), en leur article 27, imposent à une entreprise dans cette situation de désigner un représentant sur place, auquel vous et les autorités pouvez vous adresser en plus de nous ou à notre place :",
      ],
    },
    {
      heading: "Le formulaire de contact",
      paragraphs: [
        "Lorsque vous envoyez le formulaire de contact, nous conservons ce que vous avez saisi et le contexte nécessaire pour vous répondre :",
      ],
      items: [
        "vos nom, adresse e-mail et message, ainsi que votre entreprise si vous l’indiquez ;",
        "la page depuis laquelle vous avez écrit, la langue utilisée, ainsi que la date et l’heure d’envoi ;",
        "la façon dont vous nous avez connus, si vous répondez à cette question facultative.",
      ],
      after: [
        "Nous n’enregistrons pas avec votre message l’origine de votre visite. Indépendamment de votre message, le serveur compte aussi combien de formulaires votre adresse IP envoie, pour empêcher les abus (voir Ni cookies ni traceurs tiers).",
      ],
    },
    {
      heading: "Pourquoi nous utilisons votre message",
      paragraphs: ["Nous utilisons ces informations à trois fins, chacune sur sa propre base légale :"],
      items: [
        "Pour répondre à votre demande : un consultant en est averti par e-mail et vous répond, et vous recevez un accusé de réception. La base légale est notre intérêt légitime à répondre aux demandes portant sur nos services et à en assurer le suivi (RGPD, article 6, paragraphe 1, point f ; LGPD, article 7, alinéa IX) ; si vous nous écrivez au sujet d’une mission pour vous-même (par exemple comme entrepreneur individuel), ce sont des mesures précontractuelles prises à votre demande (RGPD, article 6, paragraphe 1, point b ; LGPD, article 7, alinéa V).",
        "Pour assurer le suivi : nous conservons votre message et notre réponse pendant la durée indiquée plus bas, afin de pouvoir reprendre l’échange et savoir ce qui a été dit. {crmFollowUp}La base légale est notre intérêt légitime à assurer le suivi des demandes que nous recevons (RGPD, article 6, paragraphe 1, point f ; LGPD, article 7, alinéa IX).",
        "Pour savoir quelles pages amènent des demandes et comment on nous connaît : la page et la langue de votre message entrent, avec celles de tous les autres visiteurs, dans des totaux hebdomadaires qui ne désignent personne, et votre réponse à « Comment nous avez-vous connus ? », si vous l’avez donnée, nous indique lesquels de nos canaux fonctionnent. La base légale est notre intérêt légitime à savoir ce qui rend notre site utile (RGPD, article 6, paragraphe 1, point f ; LGPD, article 7, alinéa IX).",
      ],
      after: [
        "Nous ne vous abonnons pas à la lettre d’information et ne vous ajoutons à aucune autre liste, et nous n’utilisons votre message à aucune autre fin.",
        "Les champs nom, adresse e-mail et message sont obligatoires, car sans eux nous ne pouvons pas vous répondre ; les champs entreprise et « Comment nous avez-vous connus ? » sont facultatifs.",
      ],
    },
    {
      heading: "La lettre d’information",
      paragraphs: [
        "Notre lettre d’information présente nos derniers articles, à raison d’environ un e-mail par mois. Pour vous abonner, vous indiquez votre adresse e-mail et, si vous le souhaitez, vos prénom et nom et les thèmes qui vous intéressent. Nous enregistrons aussi la page depuis laquelle l’abonnement a été demandé, la langue utilisée, la date et l’heure, ainsi que la version du texte de consentement affiché par le formulaire.",
        "Tant que vous n’avez pas cliqué sur le lien de l’e-mail de confirmation, nous ne vous envoyons rien d’autre. Lorsque vous confirmez, nous enregistrons le moment de votre confirmation, avec la page, la langue et le texte de consentement de votre demande. Nous conservons cette trace pour prouver votre consentement, comme l’exigent de nous le RGPD (article 7, paragraphe 1), la LGPD (article 8, § 2) et la loi canadienne anti-pourriel (LCAP).",
        "Nous utilisons votre adresse pour vous envoyer la lettre d’information, sur la base de votre consentement (RGPD, article 6, paragraphe 1, point a ; LGPD, article 7, alinéa I). La page et la langue de votre abonnement entrent, avec celles de tous les autres abonnés, dans des totaux hebdomadaires des pages qui amènent des abonnements, sur la base de notre intérêt légitime (RGPD, article 6, paragraphe 1, point f ; LGPD, article 7, alinéa IX).",
        "L’abonnement est facultatif : sans votre consentement, vous ne recevez simplement pas la lettre d’information, et le reste du site fonctionne de la même façon. Chaque e-mail de la lettre d’information, y compris celui de confirmation, contient un lien de désabonnement en un clic, et vous pouvez retirer votre consentement à tout moment, aussi simplement que vous l’avez donné.",
        "Nous conservons la trace de chaque numéro que nous vous envoyons et de sa date d’envoi. Si votre serveur de messagerie refuse nos e-mails de façon définitive, nous enregistrons la date et ne vous envoyons plus aucun numéro, sauf si vous confirmez un nouvel abonnement.",
      ],
    },
    {
      heading: "La prise de rendez-vous",
      paragraphs: [
        "Lorsque vous prenez rendez-vous, nous conservons vos nom et adresse e-mail et, si vous les indiquez, votre entreprise, votre message et votre numéro de téléphone ; l’horaire choisi, votre fuseau horaire, la langue et la page depuis laquelle vous avez pris rendez-vous ; et le consultant avec qui vous échangerez. Nous n’enregistrons pas avec le rendez-vous l’origine de votre visite.",
        "Nous les utilisons pour organiser et tenir l’entretien : le consultant et notre équipe en sont avertis par e-mail, et vous recevez par e-mail une invitation pour votre agenda, avec un rappel la veille lorsque vous réservez plus longtemps à l’avance. {calendarSync}L’entretien a lieu en visioconférence ou, si vous indiquez un numéro, par téléphone. Si vous l’annulez ou choisissez un autre horaire, les invitations sont mises à jour de la même façon.",
        "La base légale est notre intérêt légitime à répondre aux demandes portant sur nos services et à en assurer le suivi (RGPD, article 6, paragraphe 1, point f ; LGPD, article 7, alinéa IX) ; si vous prenez rendez-vous au sujet d’une mission pour vous-même (par exemple comme entrepreneur individuel), ce sont des mesures précontractuelles prises à votre demande (RGPD, article 6, paragraphe 1, point b ; LGPD, article 7, alinéa V). Vos nom et adresse e-mail et un horaire sont obligatoires, car sans eux nous ne pouvons pas tenir l’entretien ; le reste est facultatif.",
      ],
    },
    {
      heading: "Durée de conservation",
      paragraphs: [],
      items: [
        "Les messages de contact, avec votre réponse sur la façon dont vous nous avez connus, sont supprimés automatiquement {contactRetention} après leur réception, avec la trace des e-mails qui les concernent.",
        "Les rendez-vous sont supprimés automatiquement {contactRetention} après l’entretien.",
        "Dans nos boîtes de messagerie, la notification de votre message et notre correspondance avec vous sont supprimées au bout de {mailboxRetention}. Si l’échange aboutit à une mission, elles rejoignent le dossier de cette mission et sont conservées aussi longtemps que la loi l’exige pour celui-ci.",
        "Les demandes d’abonnement, avec la page et la langue qu’elles enregistrent, et les abonnements jamais confirmés sont supprimés automatiquement au bout de {requestRetention}.",
        "Les données d’un abonnement confirmé et la preuve du consentement sont conservées tant que dure l’abonnement.",
        "La trace de chaque e-mail que nous vous envoyons au sujet de votre abonnement (la confirmation, chaque numéro de la lettre d’information) est supprimée automatiquement {requestRetention} après l’envoi.",
        "Si votre serveur de messagerie a refusé nos e-mails de façon définitive, la date de ce refus est conservée avec votre abonnement jusqu’à ce que vous en confirmiez un nouveau ou nous demandiez de l’effacer.",
        "Lorsque vous vous désabonnez, nous supprimons vos prénom et nom, vos thèmes et vos demandes d’abonnement. Nous conservons votre adresse, la date de votre désabonnement et la preuve de votre consentement (le moment de votre demande et de votre confirmation, la page et la langue de la demande et la version du texte de consentement) pendant {unsubscribedRetention} après votre départ, afin de ne pas vous écrire de nouveau par erreur et de pouvoir établir que nous avions votre consentement et avons respecté son retrait ; elles sont ensuite supprimées automatiquement. La base légale est notre intérêt légitime (RGPD, article 6, paragraphe 1, point f ; LGPD, article 7, alinéa IX). Vous pouvez nous demander de les effacer plus tôt.",
        "L’adresse IP comptée pour protéger les formulaires est supprimée dans un délai de {rateLimitKept} au plus.",
        "Les statistiques de visite sont des totaux quotidiens, supprimés au bout de {analyticsMonths}. La clé et les codes de visiteur de chaque journée, avec les pages et les langues consultées sous chaque code et l’origine de chaque visite, sont supprimés {analyticsKeyHours} après le début de la journée concernée, que les visites soient encore comptées ou non.",
        "Le décompte quotidien des pages vues et des visiteurs par adresse IP, qui empêche un seul réseau de gonfler les statistiques, n’existe que dans la mémoire du serveur et est abandonné dès que commence le comptage de la journée suivante.",
        "Les journaux du serveur et du proxy (voir Journaux du serveur) sont supprimés au bout de {serverLogRetention}.",
        "Les sauvegardes de notre base de données sont supprimées au bout de {backupRetention} et ne contiennent ni les clés quotidiennes ni les codes de visiteur des statistiques. Une donnée supprimée ou effacée aujourd’hui peut subsister dans une sauvegarde jusque-là, mais n’est jamais remise en service : si nous restaurons un jour une sauvegarde, nous appliquons d’abord de nouveau chaque effacement.",
        "{crmRetention}",
      ],
    },
    {
      heading: "Qui traite vos données pour notre compte",
      paragraphs: [
        "Vos données sont conservées sur le serveur de notre site et consultées uniquement par les membres de notre équipe qui répondent aux demandes. Nous ne vendons pas vos données, ne les utilisons pas à des fins publicitaires et ne les communiquons à personne d’autre qu’aux sociétés ci-dessous, sauf obligation légale. Ces sociétés sont nos sous-traitants au sens du RGPD : elles traitent vos données pour notre compte, en vertu d’un contrat et selon nos instructions.",
      ],
      after: ["{representativesRecipients}"],
    },
    {
      heading: "Transferts internationaux",
      paragraphs: [
        "Vos données sont stockées sur un serveur hébergé par {host} ({hostCountry}) et transitent par les sous-traitants indiqués ci-dessus, chacun dans le pays mentionné. Les personnes qui répondent aux demandes peuvent les consulter depuis chacun de nos bureaux. Les données traitées dans un autre pays sont soumises aux lois de ce pays, dont les tribunaux et les autorités peuvent être en mesure d’y accéder.",
        "Lorsque la loi qui protège vos données considère ces flux comme un transfert vers un pays tiers ou un transfert international, ils sont encadrés par :",
      ],
      after: [
        "En résumé : vos données parviennent dans ces pays ({transferCountries}) par l’intermédiaire des sous-traitants indiqués ci-dessus, pour le service indiqué en regard de chacun ; uniquement aux fins décrites dans cette politique ; pendant les durées indiquées sous Durée de conservation ; et protégées par les garanties ci-dessus, les contrats des sous-traitants et les mesures décrites sous Sécurité.",
        "Vous pouvez obtenir une copie de ces garanties en écrivant à {dpoEmail} (RGPD, article 13, paragraphe 1, point f ; pour le Brésil, article 17 du règlement approuvé par la résolution CD/ANPD nº 19/2024). Nous vous les envoyons en entier, en n’occultant que les clauses commerciales confidentielles.",
      ],
    },
    {
      heading: "Ni cookies ni traceurs tiers",
      paragraphs: [
        "Ce site ne dépose aucun cookie et n’utilise ni script de mesure d’audience, ni traceur publicitaire, ni script tiers (les visites sont comptées sur notre propre serveur, comme décrit plus bas) ; ses polices sont hébergées sur notre propre serveur. Il conserve dans votre navigateur quelques informations, qui ne quittent jamais votre appareil : la langue que vous avez choisie, le fait que vous avez fermé la suggestion de lire le site dans votre langue, les articles que vous avez ajoutés à votre liste de lecture et, jusqu’à la fermeture de l’onglet, l’indication que la police a déjà été téléchargée. Ces informations, strictement nécessaires au fonctionnement que vous avez demandé et à l’affichage de la page, ne nécessitent pas votre consentement (article 82 de la loi Informatique et Libertés).",
        "Pour protéger les formulaires contre les abus, le serveur compte combien de fois chaque adresse IP (en IPv6, son réseau /64) les envoie en {rateLimitWindow}, sur la base de notre intérêt légitime à sécuriser le site (RGPD, article 6, paragraphe 1, point f ; LGPD, article 7, alinéa IX). Cette adresse est conservée à part de votre message et de votre abonnement, ne sert à rien d’autre et est supprimée dans un délai de {rateLimitKept} au plus.",
      ],
    },
    {
      heading: "Journaux du serveur",
      paragraphs: [
        "Pour sécuriser le site et trouver et corriger les pannes, notre serveur écrit une ligne pour chaque formulaire envoyé et chaque requête qui échoue : l’heure, la méthode, l’adresse de la page sans ses paramètres, le code de la réponse et sa durée. Ces lignes ne contiennent ni adresse IP, ni agent utilisateur du navigateur, ni adresse de la page d’où vous venez, ni rien de ce que vous avez saisi. Le proxy placé devant notre serveur ne tient aucun journal des visites ; son journal d’erreurs, qui indique l’adresse IP d’où vient une requête en échec, n’enregistre que les erreurs.",
        "Ces deux journaux sont supprimés au bout de {serverLogRetention}. La base légale est notre intérêt légitime à assurer la sécurité et le bon fonctionnement du site (RGPD, article 6, paragraphe 1, point f ; LGPD, article 7, alinéa IX).",
      ],
    },
    {
      heading: "Statistiques de visite",
      paragraphs: [
        "Pour savoir quelles pages et quelles langues sont utiles, notre serveur compte les visites à partir des requêtes que votre navigateur envoie déjà pour afficher une page. Nous ne déposons aucun script, cookie ni identifiant sur votre appareil, et nous n’y lisons rien.",
        "Pour chaque jour, nous conservons des totaux : les pages vues par page et par langue ; le nombre de visiteurs différents ; l’origine des visites (une balise de campagne dans le lien, comme utm_source ; le nom du site ou du moteur de recherche d’où provient la visite ; ou une visite directe) ; la langue préférée de votre navigateur ; et les adresses de notre site qui n’existent pas. Les statistiques n’enregistrent ni votre adresse IP, ni l’adresse complète de la page d’où vous venez, ni les autres paramètres du lien.",
        "Pour compter chaque visiteur une fois par jour, le serveur calcule un code irréversible (HMAC-SHA256) à partir de votre adresse IP et de l’agent utilisateur de votre navigateur, avec une clé aléatoire tirée pour ce jour. Tant que cette clé existe, le serveur conserve chaque code avec les pages et les langues consultées sous ce code et l’origine de la visite, afin que chaque visiteur ne soit compté qu’une fois sur l’ensemble de nos serveurs. La clé et les codes, avec ce qui a été enregistré sous eux, sont supprimés {analyticsKeyHours} après le début de la journée concernée (UTC), que les visites soient encore comptées ou non ; il ne reste alors que des totaux, et personne, pas même nous, ne peut relier les chiffres à un appareil ou à une personne.",
        "Pour qu’aucun réseau ne puisse à lui seul gonfler les chiffres, le serveur compte aussi, pour la journée en cours (UTC) et dans sa seule mémoire, les pages vues et les nouveaux visiteurs venant de chaque adresse IP (en IPv6, son réseau /64). Ce décompte n’est jamais enregistré et il est abandonné dès que commence le comptage de la journée suivante.",
        "Si votre navigateur envoie le signal Global Privacy Control (Sec-GPC), vos pages vues sont comptées, mais aucun code n’est calculé pour vous et vous n’entrez jamais dans le nombre de visiteurs.",
        "Vos messages, abonnements et rendez-vous ne sont comptés dans les statistiques que par jour, par page et par langue : nous n’enregistrons pas avec eux l’origine de votre visite, si bien que ce que vous nous envoyez et les statistiques restent séparés.",
        "Les totaux quotidiens sont supprimés automatiquement au bout de {analyticsMonths} ({analyticsDays}). Ce comptage repose sur notre intérêt légitime à comprendre l’usage du site (RGPD, article 6, paragraphe 1, point f ; LGPD, article 7, alinéa IX). Vous pouvez vous y opposer à tout moment en activant Global Privacy Control dans votre navigateur : vous n’entrez plus dans le nombre de visiteurs. Passé un délai de {analyticsKeyHours}, plus rien ne relie les chiffres à vous : il ne reste donc rien que nous puissions isoler (RGPD, article 11).",
      ],
    },
    {
      heading: "Vos droits",
      paragraphs: ["Où que vous soyez, vous pouvez nous demander gratuitement :"],
      items: [
        "de vous confirmer si nous traitons vos données, de vous indiquer lesquelles et de vous en remettre une copie (droit d’accès) ;",
        "de rectifier les données incomplètes, inexactes ou périmées (droit de rectification) ;",
        "d’effacer vos données (droit à l’effacement) ou, au titre de la LGPD, d’anonymiser ou de bloquer celles qui seraient inutiles, excessives ou traitées de manière illicite ;",
        "de vous transmettre vos données, à vous ou à un autre responsable du traitement, dans un format structuré, couramment utilisé et lisible par machine (droit à la portabilité) ;",
        "de limiter l’utilisation de vos données le temps de régler une contestation (droit à la limitation du traitement) ;",
        "de vous indiquer avec qui nous partageons vos données (uniquement les sous-traitants indiqués ci-dessus) et ce qui se passe si vous refusez votre consentement (vous ne recevez pas la lettre d’information).",
      ],
      after: [
        "Vous pouvez aussi retirer à tout moment votre consentement à la lettre d’information, par le lien présent dans chacun de ses e-mails ou en nous écrivant, sans que cela remette en cause ce que nous avons fait avec votre consentement avant son retrait, et définir des directives relatives au sort de vos données après votre décès (article 85 de la loi Informatique et Libertés). Nous ne prenons aucune décision vous concernant sur le seul fondement d’un traitement automatisé.",
      ],
    },
    {
      heading: "Votre droit d’opposition",
      paragraphs: [
        "Vous pouvez vous opposer à tout moment, pour des raisons tenant à votre situation particulière, à ce que nous faisons sur la base de notre intérêt légitime : traiter votre message ou votre rendez-vous et en assurer le suivi, compter les visites, conserver les journaux du serveur et conserver la trace d’une adresse désabonnée. Écrivez à {dpoEmail} ; nous cessons alors, sauf si nous avons des motifs légitimes et impérieux qui prévalent sur vos intérêts, droits et libertés, ou si les données nous sont nécessaires pour la constatation, l’exercice ou la défense de droits en justice (RGPD, article 21 ; LGPD, article 18, § 2). Pour ne plus être compté dans les statistiques de visite, vous pouvez aussi activer Global Privacy Control dans votre navigateur. Vous pouvez vous désabonner de la lettre d’information à tout moment, sans avoir à vous justifier, par le lien présent dans chacun de ses e-mails.",
      ],
    },
    {
      heading: "Comment exercer vos droits",
      paragraphs: [
        "Écrivez à {dpoEmail} depuis l’adresse concernée, afin que nous puissions vérifier que la demande émane bien de vous ; si vous écrivez depuis une autre adresse, nous vous demanderons un moyen de vérifier votre identité. Une personne que vous mandatez peut faire la demande pour vous, avec votre autorisation signée ; nous pouvons néanmoins la confirmer avec vous. Nous répondons sous 15 jours, ou plus vite si la loi du lieu où vous vous trouvez fixe un délai plus court (voir la section suivante).",
        "Lorsque vous nous demandez de rectifier votre nom ou votre adresse e-mail, nous le faisons partout où nous les détenons. Lorsque vous nous demandez d’effacer vos données, nous recherchons aussi votre adresse écrite autrement (avec des majuscules, un +libellé ou, pour Gmail, des points).",
        "Ces droits découlent des articles 15 à 22 du RGPD, de l’article 18 de la LGPD brésilienne et des lois de la section suivante. Vous pouvez aussi introduire une réclamation auprès d’une autorité de protection des données : la section suivante indique l’autorité de chaque lieu, avec son site, et quand vous pouvez la saisir.",
      ],
    },
    {
      heading: "Ce qu’ajoute la loi du lieu où vous vous trouvez",
      paragraphs: [
        "Nous proposons nos services dans chacun des lieux ci-dessous. Si vous vous y trouvez, sa loi vous reconnaît ce qui suit, en plus de ce que dit déjà cette politique.",
      ],
    },
    {
      heading: "Sécurité",
      paragraphs: [
        "L’accès aux données conservées est réservé aux personnes qui répondent aux demandes. Le site utilise une connexion chiffrée (HTTPS), et nos e-mails sont envoyés par des connexions chiffrées dès que le serveur de messagerie destinataire le permet.",
      ],
    },
    {
      heading: "Notre gouvernance des renseignements personnels",
      paragraphs: [
        "Voici les règles que nous appliquons aux renseignements personnels décrits dans cette politique :",
      ],
      items: [
        "rôles : notre délégué à la protection des données, indiqué plus haut, est responsable de la protection des renseignements personnels et en rend compte à notre direction ; seules les personnes qui répondent aux demandes peuvent consulter les données conservées ;",
        "conservation et destruction : chaque donnée est conservée pendant la durée indiquée sous Durée de conservation, puis supprimée automatiquement, et des sauvegardes au bout de {backupRetention} au plus ;",
        "plaintes : écrivez à notre délégué à la protection des données à {dpoEmail} ou par courrier ; nous examinons chaque plainte et y répondons par écrit sous 15 jours ;",
        "évaluations : avant de confier vos données à un nouveau sous-traitant, de les communiquer hors du lieu où elles ont été collectées ou de lancer un projet qui les concerne, nous évaluons les risques pour votre vie privée et la protection dont vos données bénéficieront ;",
        "incidents : nous tenons un registre des incidents de confidentialité et avisons les personnes concernées, ainsi que l’autorité, de tout incident qui présente un risque de préjudice sérieux.",
      ],
    },
    {
      heading: "Mineurs",
      paragraphs: [
        "Ce site s’adresse aux entreprises et ne vise pas les mineurs. Nous ne collectons pas sciemment de données concernant des personnes de moins de {minimumAge} ans ; si vous pensez que cela s’est produit, écrivez-nous et nous les supprimerons.",
      ],
    },
    {
      heading: "Modifications de cette politique",
      paragraphs: [
        "La date en haut de cette page indique la dernière modification de cette politique. Si nous souhaitions un jour utiliser autrement les données des abonnements à la lettre d’information, nous redemanderions le consentement de leurs titulaires par e-mail.",
      ],
    },
  ],
  jurisdictions: {
    eea: {
      heading: "Espace économique européen",
      authority: "Comité européen de la protection des données",
      paragraphs: [
        "Le RGPD protège vos données si vous vous trouvez dans l’Union européenne, en Islande, au Liechtenstein ou en Norvège, et notre représentant y est indiqué plus haut. Vous pouvez à tout moment introduire une réclamation auprès d’une autorité de contrôle, notamment la CNIL en France ou celle de l’État où vous résidez ou travaillez, ou de celui où vous estimez que vos droits ont été méconnus (RGPD, article 77) ; le {authority} les recense toutes sur {website}.",
      ],
    },
    uk: {
      heading: "Royaume-Uni",
      authority: "Information Commissioner’s Office",
      paragraphs: [
        "Si vous vous trouvez au Royaume-Uni, le UK GDPR et le Data Protection Act 2018 protègent vos données : les bases légales et les droits que cette politique décrit au titre du RGPD s’appliquent à vous au titre de leurs dispositions équivalentes. Notre représentant au Royaume-Uni est indiqué plus haut, et les transferts de vos données sont encadrés par les garanties britanniques indiquées sous Transferts internationaux.",
        "Vous pouvez d’abord nous adresser votre réclamation, à notre délégué à la protection des données à {dpoEmail} ou par courrier à l’adresse indiquée plus haut : nous en accusons réception sous 30 jours, l’examinons et vous informons de son issue (Data Protection Act 2018, article 164A). Vous pouvez aussi à tout moment introduire une réclamation auprès de l’autorité britannique, l’{authority} (ICO, {website}), que le Data (Use and Access) Act 2025 transforme en Information Commission.",
      ],
    },
    br: {
      heading: "Brésil",
      authority: "Autoridade Nacional de Proteção de Dados",
      paragraphs: [
        "La LGPD (loi nº 13.709 de 2018) protège vos données si vous vous trouvez au Brésil ou si elles y ont été collectées. Notre encarregado est le délégué à la protection des données indiqué plus haut ; les droits énumérés plus haut sont ceux de l’article 18 de la LGPD ; et les transferts de vos données à l’étranger sont encadrés par les garanties indiquées sous Transferts internationaux, dont vous pouvez demander le texte intégral. Vous pouvez saisir l’autorité brésilienne, l’{authority} (ANPD, {website}), au sujet du traitement de vos données (LGPD, article 18, § 1).",
      ],
    },
    ca: {
      heading: "Canada",
      authority: "Commissariat à la protection de la vie privée du Canada",
      paragraphs: [
        "Au Canada, la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) s’applique aux renseignements personnels que nous traitons dans le cadre de nos activités, sauf là où une loi provinciale s’applique à sa place (voir ci-dessous), et chaque fois qu’ils franchissent une frontière provinciale ou nationale. Vous pouvez demander à consulter les renseignements que nous détenons sur vous et à les faire rectifier ; la loi nous donne 30 jours pour répondre (article 8, paragraphe 3), et nous répondons sous 15 jours. Vous pouvez déposer une plainte auprès du {authority} ({website}).",
      ],
    },
    "ca-bc": {
      heading: "Colombie-Britannique",
      authority:
        "Commissariat à l’information et à la protection de la vie privée de la Colombie-Britannique",
      paragraphs: [
        "Si vous vous trouvez en Colombie-Britannique, la loi de la province sur la protection des renseignements personnels (Personal Information Protection Act, PIPA) s’applique. Vous pouvez demander vos renseignements personnels, l’usage qui en a été fait et à qui ils ont été communiqués, et nous demander de les rectifier ; la loi nous donne 30 jours pour répondre (article 29), et nous répondons sous 15 jours. Vous pouvez demander au {authority} ({website}) de réexaminer notre réponse ou d’enquêter sur une plainte.",
      ],
    },
    "ca-qc": {
      heading: "Québec",
      authority: "Commission d’accès à l’information du Québec",
      paragraphs: [
        "Si vous vous trouvez au Québec, la Loi sur la protection des renseignements personnels dans le secteur privé s’applique. La personne responsable de la protection des renseignements personnels est notre délégué à la protection des données, indiqué plus haut. Vos renseignements sont communiqués à l’extérieur du Québec, aux sous-traitants indiqués plus haut, après que nous avons évalué la protection qu’ils y reçoivent (article 17). Nos statistiques de visite ne permettent ni de vous identifier, ni de vous localiser, ni d’effectuer votre profilage (article 8.1). Nos règles de gouvernance des renseignements personnels figurent sous Notre gouvernance des renseignements personnels (article 3.2).",
        "Vous pouvez demander l’accès à vos renseignements ou leur rectification et retirer votre consentement à tout moment ; la loi nous donne 30 jours pour répondre (article 32), et nous répondons sous 15 jours. En cas de désaccord avec notre réponse, vous pouvez vous adresser à la {authority} ({website}).",
      ],
    },
    "us-ca": {
      heading: "Californie",
      authority: "California Privacy Protection Agency",
      paragraphs: [
        "Si vous résidez en Californie, le California Consumer Privacy Act, modifié par le California Privacy Rights Act (CCPA), vous reconnaît les droits ci-dessous. Au cours des 12 derniers mois, nous avons collecté les catégories de renseignements personnels suivantes, auprès de vous et à partir des requêtes de votre navigateur, aux fins décrites dans cette politique :",
      ],
      items: [
        "identifiants : vos nom et adresse e-mail ; identifiants en ligne : votre adresse IP, comptée pour protéger les formulaires et indiquée dans le journal d’erreurs du proxy lorsqu’une requête échoue, et un code valable un jour, calculé à partir de votre adresse IP et de l’agent utilisateur de votre navigateur, conservé jusqu’à {analyticsKeyHours} (voir Statistiques de visite) ;",
        "informations professionnelles : votre entreprise, si vous l’indiquez ;",
        "activité sur Internet : la page depuis laquelle vous avez écrit, demandé l’abonnement ou pris rendez-vous et, sous le code de la journée, les pages et les langues que vous avez consultées ce jour-là et l’origine de votre visite ;",
        "ce que vous nous confiez : votre message, la façon dont vous nous avez connus, les thèmes choisis et, pour un rendez-vous, son horaire, votre fuseau horaire et votre numéro de téléphone si vous l’indiquez.",
      ],
      after: [
        "Nous ne les communiquons qu’aux prestataires indiqués sous Qui traite vos données pour notre compte, à ces fins. Nous ne vendons ni ne partageons de renseignements personnels au sens du CCPA (partager s’entendant ici à des fins de publicité comportementale d’un site à l’autre) et ne l’avons pas fait au cours des 12 derniers mois ; nous n’avons connaissance d’aucune vente ni d’aucun partage de renseignements concernant des personnes de moins de 16 ans. Nous ne collectons aucun renseignement personnel sensible. Chaque catégorie est conservée pendant la durée indiquée sous Durée de conservation.",
        "Vous avez le droit de savoir quels renseignements personnels nous collectons, utilisons et communiquons, et d’en recevoir une copie ; de les faire supprimer ; de les faire rectifier ; et de vous opposer à leur vente ou à leur partage, ce que nous ne pratiquons pas (le signal Global Privacy Control de votre navigateur est néanmoins respecté). Exercer l’un de ces droits ne vous expose à aucune discrimination de notre part.",
        "Global Privacy Control s’applique au navigateur qui envoie le signal : pour ce navigateur, nous ne calculons aucun code de visiteur et ne comptons jamais de visiteur. Comme nous ne vendons ni ne partageons de renseignements personnels, le signal n’a rien d’autre à désactiver, et nous ne vous demandons rien de plus pour le respecter.",
        "Pour faire une demande, écrivez à {dpoEmail} ou appelez le {tollFreePhone} (numéro gratuit). Nous vérifions une demande en la rapprochant de l’adresse e-mail que nous détenons. Un mandataire autorisé peut agir pour vous avec votre autorisation signée ; nous pouvons vous demander de confirmer directement votre identité et cette autorisation. Nous accusons réception sous 10 jours ouvrés et répondons sous 45 jours, en pratique sous 15 jours. Vous pouvez aussi vous adresser à l’agence californienne de protection de la vie privée, la {authority} ({website}).",
        "Do Not Track : nous ne suivons pas les visiteurs dans le temps ni sur d’autres sites, et personne d’autre ne peut le faire sur le nôtre ; ce site fonctionne donc de la même façon, que votre navigateur envoie ou non le signal Do Not Track. Nous ne communiquons pas de renseignements personnels à des tiers pour leur prospection commerciale.",
      ],
    },
    mx: {
      heading: "Mexique",
      authority: "Secretaría Anticorrupción y Buen Gobierno",
      paragraphs: [
        "Au Mexique s’applique la loi fédérale de 2025 sur la protection des données personnelles détenues par les particuliers (Ley Federal de Protección de Datos Personales en Posesión de los Particulares), et cette politique constitue notre avis de confidentialité intégral (aviso de privacidad integral) au sens de cette loi. Les finalités nécessaires à ce que vous nous demandez sont de répondre à votre message, de vous envoyer la lettre d’information à laquelle vous vous êtes abonné ou abonnée, d’organiser les entretiens que vous réservez, de conserver la preuve de votre consentement et de protéger les formulaires contre les abus. Compter les visites et savoir quelles pages amènent des demandes n’y est pas nécessaire : vous pouvez refuser ces finalités, sans aucun effet sur notre réponse, en nous écrivant, et ne plus être compté comme visiteur en activant Global Privacy Control.",
        "Vous disposez des droits d’accès, de rectification, d’annulation et d’opposition (droits ARCO), et vous pouvez révoquer votre consentement ou limiter l’utilisation ou la divulgation de vos données, en écrivant à {dpoEmail} comme indiqué plus haut. Nous ne transmettons vos données qu’aux sous-traitants indiqués plus haut, qui les traitent pour notre compte ; nous ne les transférons à personne d’autre.",
        "Si notre réponse ne vous satisfait pas, ou si vous n’en recevez aucune dans le délai, vous pouvez déposer une demande de protection des données auprès de la {authority} ({website}), l’autorité qui a remplacé l’INAI, dans les 15 jours suivant notre réponse (article 40).",
      ],
    },
    co: {
      heading: "Colombie",
      authority: "Superintendencia de Industria y Comercio",
      paragraphs: [
        "En Colombie s’appliquent la loi 1581 de 2012 et le décret 1377 de 2013, et cette politique constitue notre politique de traitement des données personnelles (política de tratamiento de la información) au sens de ces textes, en vigueur depuis le {noticeDate}. Vous pouvez nous joindre au {phone} ou à {dpoEmail}. En envoyant un formulaire, vous nous autorisez à traiter vos données aux fins qu’elle décrit (décret 1377 de 2013, article 7).",
        "Vous avez le droit de connaître, de mettre à jour et de rectifier vos données ; de demander la preuve de votre autorisation ; d’être informé ou informée de l’usage de vos données ; de révoquer l’autorisation ou de demander la suppression ; d’accéder gratuitement à vos données ; et de porter plainte auprès de la {authority} (SIC, {website}) (loi 1581, article 8). Nous répondons à une consultation (consulta) sous 10 jours ouvrés et à une réclamation (reclamo) sous 15 jours ouvrés ; s’il nous faut plus de temps, nous vous en donnons la raison avant l’échéance et prenons au plus 5 jours ouvrés de plus pour une consultation et 8 pour une réclamation (articles 14 et 15). La SIC examine une plainte une fois que vous nous avez adressé votre réclamation (article 16).",
        "Pour présenter une réclamation, écrivez à {dpoEmail} en indiquant vos nom et pièce d’identité, les faits, l’adresse à laquelle vous souhaitez recevoir notre réponse et les documents que vous voulez faire valoir. Si votre réclamation est incomplète, nous vous demandons, dans les 5 jours ouvrés suivant sa réception, de la compléter ; si vous ne l’avez pas fait 2 mois plus tard, elle est réputée abandonnée.",
        "Nos sous-traitants à l’étranger reçoivent vos données en vertu de contrats qui les obligent à ne les traiter que selon nos instructions (une transmission, décret 1377 de 2013, article 25).",
      ],
    },
    ar: {
      heading: "Argentine",
      authority: "Agencia de Acceso a la Información Pública",
      paragraphs: [
        "En Argentine s’applique la loi nº 25.326 sur la protection des données personnelles. Vous pouvez accéder gratuitement à vos données à des intervalles d’au moins six mois, sauf si vous justifiez d’un intérêt légitime à le faire plus tôt (article 14, paragraphe 3). Nous répondons à une demande d’accès sous 10 jours calendaires (article 14, paragraphe 2) et rectifions, mettons à jour ou supprimons vos données sous 5 jours ouvrés (article 16, paragraphe 2). Les transferts de vos données hors d’Argentine sont encadrés par les garanties indiquées sous Transferts internationaux.",
        "L’{authority} (AAIP, {website}), autorité de contrôle de la loi nº 25.326, reçoit les plaintes et réclamations des personnes dont les droits en matière de protection des données personnelles n’ont pas été respectés.",
      ],
    },
  },
  terms: {
    processor: "{service} : {name} ({country}).",
    services: {
      hosting: "Hébergement du serveur du site et de sa base de données",
      email:
        "Envoi de nos e-mails (notifications à nos consultants, accusés de réception et lettre d’information)",
      mailbox:
        "Nos boîtes de messagerie, où les consultants reçoivent la notification de chaque message et vous répondent",
      crm: "Outil de gestion de la relation client (CRM), qui reçoit chaque message de contact afin que nous puissions en assurer le suivi",
      calendar: "Agendas de nos consultants, où chaque rendez-vous pris est inscrit",
    },
    crmFollowUp:
      "Nous l’enregistrons aussi dans notre outil de gestion de la relation client (CRM), indiqué plus bas. ",
    crmRetention:
      "Notre CRM conserve ce qu’il reçoit pendant {crmDays} au plus ; lorsque nous supprimons ici un message, à la fin de sa durée de conservation ou à votre demande, nous demandons au CRM de le supprimer aussi.",
    calendarSync:
      "Le rendez-vous est aussi inscrit dans l’agenda du consultant, tenu par le prestataire indiqué sous Qui traite vos données pour notre compte. ",
    representativesRecipients:
      "Nos représentants en Europe, indiqués plus haut, reçoivent aussi vos données lorsque vous leur écrivez ou qu’une autorité les contacte à votre sujet, et nous les transmettent.",
    transfer: "{country}, pour les données des personnes qui se trouvent {from} : {basis}.",
    from: {
      gdpr: "dans l’Espace économique européen",
      "uk-gdpr": "au Royaume-Uni",
      lgpd: "au Brésil",
      "ley-25326": "en Argentine",
    },
    bases: {
      gdpr: {
        adequacy: "une décision d’adéquation de la Commission européenne (RGPD, article 45)",
        "standard-clauses":
          "les clauses contractuelles types adoptées par la Commission européenne (RGPD, article 46, paragraphe 2, point c)",
      },
      "uk-gdpr": {
        adequacy: "un règlement d’adéquation du Royaume-Uni pour ce pays",
        "uk-addendum":
          "les clauses contractuelles types de la Commission européenne, complétées par l’avenant britannique relatif aux transferts internationaux (International Data Transfer Addendum) publié par l’Information Commissioner",
        idta: "l’accord britannique de transfert international de données (International Data Transfer Agreement) publié par l’Information Commissioner",
      },
      lgpd: {
        adequacy: "une décision d’adéquation de l’ANPD brésilienne (LGPD, article 33, alinéa I)",
        "standard-clauses":
          "les clauses contractuelles types approuvées par l’ANPD brésilienne (LGPD, article 33, alinéa II, point b ; résolution CD/ANPD nº 19/2024)",
      },
      "ley-25326": {
        adequacy: "la reconnaissance de ce pays comme adéquat par l’Argentine (loi nº 25.326, article 12)",
        "standard-clauses":
          "les clauses contractuelles types approuvées par l’AAIP argentine (résolution AAIP 198/2023)",
      },
    },
    lawOrder: ["gdpr", "uk-gdpr", "lgpd", "ley-25326"],
    representative: {
      appointed: "{area} : {name}, {address}, {email}.",
      exempt:
        "{area} : aucun, car nos traitements y sont seulement occasionnels, ne portent sur aucune donnée sensible et ne sont pas susceptibles de présenter un risque pour les droits des personnes (article 27, paragraphe 2, point a).",
    },
    areas: {
      eea: "Dans l’Union européenne et le reste de l’Espace économique européen",
      uk: "Au Royaume-Uni",
    },
  },
};

export default fr;
