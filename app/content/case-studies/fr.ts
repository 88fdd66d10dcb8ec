import type { CaseStudiesText } from "./neutral";

export default {
  meta: {
    title: "Études de cas",
    description:
      "Comment Innova a aidé un industriel, une banque régionale et un réseau de cliniques à réduire leurs coûts et à accélérer leurs processus, chiffres à l’appui.",
  },
  intro: {
    eyebrow: "Études de cas",
    title: "Des résultats que nos clients peuvent mesurer",
    subtitle:
      "Trois missions récentes, avec pour chacune le problème constaté, ce que nous avons changé et les chiffres un an plus tard. À leur demande, nos clients ne sont pas nommés : nous les citons par leur fonction, avec leur accord.",
  },
  stories: [
    {
      size: "1\u202f200\u00a0salariés",
      duration: "14\u00a0mois",
      industry: "Industrie manufacturière",
      title: "Des opérations allégées dans trois usines",
      description:
        "En 14 mois de mission, un fabricant régional de composants industriels de 1 200 salariés a réduit de 30 % le coût annuel des arrêts imprévus, des rebuts et des heures supplémentaires dans ses trois usines, de 14 à 9,8 millions de dollars, sans supprimer de postes.",
      challenge:
        "Pendant trois ans, le coût des matières et de l’énergie a augmenté plus vite que les prix de vente, ramenant les marges à 4 %. Chaque usine avait ses propres routines de planification et de maintenance, et les arrêts imprévus représentaient en moyenne 11 % du temps de production. Arrêts, rebuts et heures supplémentaires coûtaient ensemble 14 millions de dollars par an, sans que la direction ait une vision commune des sources de pertes.",
      solution:
        "Nous avons cartographié la chaîne de valeur de chaque usine et mené des chantiers Lean Six Sigma sur les dix principales sources de gaspillage. Nous avons harmonisé la planification de la production dans le système SAP de l’entreprise, mis en place une maintenance prédictive fondée sur des capteurs pour les lignes critiques et fourni aux directeurs d’usine un tableau de bord quotidien sous Power BI.",
      change: {
        title: "Coût annuel des arrêts imprévus, des rebuts et des heures supplémentaires",
        before: { label: "Les 12\u00a0mois précédents", value: "14\u00a0M$" },
        after: { label: "Les 12\u00a0mois suivants", value: "9,8\u00a0M$" },
      },
      results: [
        { value: "30 %", label: "de baisse du coût des arrêts, des rebuts et des heures supplémentaires" },
        { value: "4,2 M$", label: "d’économies par an" },
        { value: "45 %", label: "d’arrêts imprévus en moins" },
      ],
      basis:
        "Mesuré par la direction financière du client sur les 12 mois suivant la mise en service de la dernière usine, par rapport aux 12 mois précédant le programme.",
      quote: {
        text: "L’équipe d’Innova a passé plus de temps dans nos ateliers que dans nos salles de réunion. Les économies sont bien réelles et, un an plus tard, nos chefs d’équipe font encore vivre les routines par eux-mêmes.",
        attribution: "Directeur des opérations d’un fabricant de composants industriels de 1 200 salariés",
      },
    },
    {
      size: "45\u00a0agences",
      duration: "10\u00a0mois",
      industry: "Services financiers",
      title: "Des crédits accordés en quelques jours",
      description:
        "Une banque régionale de 45 agences a numérisé son processus de crédit et recourt désormais à l’IA pour lire les documents, ce qui a réduit de 60 % le délai d’approbation.",
      challenge:
        "L’approbation d’un prêt aux petites entreprises prenait en moyenne 12 jours ouvrables, et le personnel ressaisissait les données de documents numérisés dans quatre systèmes distincts. Les demandeurs se tournaient vers des concurrents en ligne et le service de traitement multipliait les heures supplémentaires pour suivre la demande.",
      solution:
        "Nous avons repensé de bout en bout le parcours de crédit et remplacé les formulaires papier par une demande en ligne reliée au système bancaire central par des API. Un modèle d’IA de traitement documentaire extrait et contrôle désormais les données des états financiers, et les analystes n’examinent que les dossiers signalés comme exceptions.",
      change: {
        title: "Jours ouvrés en moyenne pour accorder un prêt à une petite entreprise",
        before: { label: "Les 12\u00a0mois précédents", value: "12\u00a0jours" },
        after: { label: "Les 12\u00a0mois après le lancement", value: "4,8\u00a0jours" },
      },
      results: [
        { value: "60 %", label: "de gain de temps sur l’approbation des crédits" },
        { value: "35 %", label: "de baisse du coût de traitement par dossier" },
        { value: "×3", label: "dossiers traités par analyste" },
      ],
      basis:
        "Données du système de crédit de la banque : les 12 mois suivant le lancement, par rapport aux 12 mois précédents.",
      quote: {
        text: "Nous attendions un projet technologique. Nous avons obtenu une nouvelle façon de travailler, et nos analystes consacrent désormais leur temps à l’analyse du risque plutôt qu’à la saisie.",
        attribution: "Directrice de la banque de détail d’un établissement régional de 45 agences",
      },
    },
    {
      size: "14\u00a0cliniques ambulatoires",
      duration: "12\u00a0mois",
      industry: "Santé",
      title: "Moins de rendez-vous manqués, moins d’attente",
      description:
        "Un réseau de 14 cliniques ambulatoires a misé sur l’analyse prédictive et une planification plus intelligente pour récupérer de la capacité perdue et offrir aux patients un accès plus rapide aux soins.",
      challenge:
        "Près d’un rendez-vous sur cinq se soldait par une absence non signalée, alors qu’il fallait attendre jusqu’à six semaines pour voir un spécialiste. Les rendez-vous se prenaient par téléphone dans chaque clinique, et les demandes de remboursement refusées par les assureurs coûtaient au réseau près de 2 millions de dollars par an.",
      solution:
        "Nous avons conçu un modèle d’apprentissage automatique qui estime le risque d’absence et déclenche des rappels ciblés ainsi que des règles de surréservation. Nous avons centralisé la prise de rendez-vous sur une plateforme dans le cloud avec réservation en ligne et mis en place une analyse de la facturation qui détecte les erreurs de codage, à l’origine de la plupart des refus, avant l’envoi.",
      change: {
        title: "Rendez-vous manqués, base 100\u00a0l’année précédente",
        before: { label: "L’année précédente", value: "100" },
        after: { label: "La première année complète après le lancement", value: "60" },
      },
      results: [
        { value: "40 %", label: "de rendez-vous manqués en moins" },
        { value: "25 %", label: "de temps d’attente en moins pour les patients" },
        { value: "1,6 M$", label: "par an qui ne sont plus perdus en remboursements refusés" },
      ],
      basis:
        "Données des systèmes de prise de rendez-vous et de facturation du réseau : la première année complète après le lancement, par rapport à l’année précédente.",
      quote: {
        text: "Le modèle était la partie la plus simple à expliquer. Ce qui m’a marquée, c’est la façon dont Innova a associé nos équipes d’accueil : les nouvelles règles de planification ont gagné leur confiance dès la première semaine.",
        attribution: "Directrice générale d’un réseau de 14 cliniques ambulatoires",
      },
    },
  ],
  insights: {
    title: "Ce que nous avons appris",
    intro: "Des constats qui reviennent sur plus de 500 projets.",
    items: [
      {
        tag: "Opérations",
        title: "Corriger le processus avant de l’automatiser",
        text: "Automatiser un processus défaillant ne fait que produire des erreurs plus vite. Les économies les plus importantes que nous mesurons viennent d’abord de la simplification du travail, puis de l’automatisation de ce qui reste.",
      },
      {
        tag: "IA",
        title: "Partir d’une décision, pas d’un modèle",
        text: "Les projets d’IA rentables se concentrent sur une décision métier confiée à un responsable clairement identifié. C’est généralement la qualité des données, et non le choix de l’algorithme, qui fixe le calendrier.",
      },
      {
        tag: "Changement",
        title: "L’adoption, vraie ligne d’arrivée",
        text: "La mise en production est une étape, pas un aboutissement. Lorsque l’encadrement de proximité participe à la conception de la solution, les objectifs sont généralement atteints plusieurs mois plus tôt.",
      },
    ],
  },
  cta: {
    title: "Et si votre entreprise était la prochaine ?",
    text: "Parlez-nous de votre enjeu. Nous vous répondons sous 24 heures et vous proposons un diagnostic gratuit et sans engagement pour identifier vos principaux gisements de gains.",
    primary: "Prendre rendez-vous",
    secondary: "Découvrir nos services",
  },
} satisfies CaseStudiesText;
