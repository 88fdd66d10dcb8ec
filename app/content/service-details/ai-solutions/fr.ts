import type { Text } from "./neutral";

export default {
  meta: {
    title: "Solutions d’IA",
    description:
      "Analyse prédictive, traitement du langage, vision par ordinateur et automatisation intelligente, bâtis sur vos données et fiables en production.",
  },
  intro: {
    eyebrow: "Nos services",
    title: "Solutions d’IA",
    subtitle:
      "Nous introduisons l’IA dans vos opérations là où elle est rentable : des cas d’usage choisis pour leur valeur, des modèles entraînés sur vos propres données et des systèmes qui fonctionnent de manière fiable en production.",
  },
  sections: [
    {
      title: "Nos compétences",
      intro:
        "Six compétences qui couvrent la plupart des cas d’usage de l’IA que nous rencontrons dans les ETI.",
      items: [
        {
          title: "Analyse prédictive",
          text: "Des prévisions de demande, d’attrition des clients et de maintenance qui vous permettent de planifier stocks, effectifs et budgets des semaines à l’avance.",
        },
        {
          title: "Traitement du langage naturel",
          text: "Classement, extraction et synthèse d’e-mails, de contrats et de demandes d’assistance, y compris des assistants fondés sur de grands modèles de langage.",
        },
        {
          title: "Vision par ordinateur",
          text: "Contrôle qualité visuel, lecture de documents et surveillance de la sécurité à partir de caméras et d’images numérisées.",
        },
        {
          title: "Automatisation intelligente",
          text: "L’apprentissage automatique associé à l’automatisation des flux de travail pour traiter les décisions courantes, les exceptions étant revues par vos équipes.",
        },
        {
          title: "Moteurs de recommandation",
          text: "Des recommandations personnalisées de produits, de contenus et de prochaines actions commerciales (next best action) qui augmentent le taux de conversion et le panier moyen.",
        },
        {
          title: "Détection des fraudes et des anomalies",
          text: "Le scoring en temps réel des transactions, des sinistres et des données de capteurs pour repérer fraudes et pannes avant qu’elles ne deviennent des pertes.",
        },
      ],
    },
    {
      title: "Technologies",
      intro:
        "Des outils libres et des services cloud, choisis en fonction de votre environnement et des compétences de vos équipes.",
      groups: [
        { label: "Langages et bibliothèques" },
        { label: "Plateformes d’IA dans le cloud" },
        { label: "Données et MLOps" },
      ],
    },
    {
      title: "De l’idée à la production",
      intro:
        "Nos quatre phases appliquées à l’IA : vous pouvez arrêter ou réorienter le projet à l’issue de chacune, avant d’engager des budgets plus importants.",
      items: [
        {
          title: "Découvrir : diagnostic des données et des cas d’usage",
          duration: "2 à 3 semaines",
          text: "Nous classons les cas d’usage envisagés selon leur valeur et leur faisabilité, auditons les données sur lesquelles ils reposent et fixons avec vous les critères de réussite.",
        },
        {
          title: "Concevoir : preuve de concept (POC)",
          duration: "4 à 6 semaines",
          text: "Nous concevons un modèle opérationnel sur vos propres données et l’évaluons selon les critères convenus, avec une recommandation claire de poursuivre ou d’arrêter.",
        },
        {
          title: "Développer : industrialisation et intégration",
          duration: "8 à 16 semaines",
          text: "Des modèles prêts pour la production, intégrés à vos applications et à vos flux de travail, avec sécurité, confidentialité et explicabilité dès la conception.",
        },
        {
          title: "Déployer : mise en production et MLOps",
          duration: "4 à 8 semaines",
          text: "Déploiement automatisé, suivi de la précision et des dérives, chaînes de réentraînement automatiques et transfert structuré à vos équipes.",
        },
      ],
    },
    {
      title: "Les résultats de nos clients",
      intro: "Ce que nos solutions d’IA apportent une fois en production.",
      items: [
        { value: "25 à 35 %", label: "de réduction des coûts dans les processus que nous automatisons" },
        { value: "60 %", label: "de temps en moins consacré au traitement manuel des documents" },
        { value: "20 %", label: "d’erreur en moins dans les prévisions de demande" },
        { value: "×4", label: "vitesse de première réponse aux clients" },
      ],
      basis:
        "45 solutions d’IA mises en production entre 2019 et 2025, mesurées 12 mois après la mise en production par rapport à la situation de référence de chaque client : moitié centrale des résultats pour les coûts, médianes pour les autres chiffres.",
    },
  ],
  story: {
    title: "Étude de cas",
    story: {
      industry: "Services financiers",
      title: "Détection des fraudes en temps réel pour un acteur du paiement et du crédit à la consommation",
      description:
        "Une société de services financiers qui traite quatre millions de transactions par carte chaque mois a remplacé ses contrôles antifraude fondés sur des règles par des modèles d’apprentissage automatique qui attribuent un score de risque à chaque transaction en temps réel.",
      challenge:
        "Les pertes liées à la fraude avaient doublé en deux ans, tandis que le moteur de règles signalait tant de paiements légitimes qu’une équipe de 30 analystes ne parvenait plus à les examiner à temps. Les cartes bloquées à tort étaient devenues la première cause de réclamation des clients.",
      solution:
        "Nous avons réuni les données de transactions, d’appareils et de comportement dans un référentiel de variables sur Databricks, entraîné des modèles de classification et de détection d’anomalies, puis les avons déployés sur Amazon SageMaker au cœur du circuit d’autorisation des cartes. Les analystes disposent désormais d’un écran d’examen qui explique chaque alerte. Le suivi des dérives déclenche un réentraînement dès que les schémas de fraude évoluent, et chaque version du modèle est enregistrée dans MLflow.",
      change: {
        title: "Pertes liées à la fraude, base 100\u00a0l’année précédente",
        before: { label: "L’année précédente", value: "100" },
        after: { label: "La première année complète en production", value: "58" },
      },
      results: [
        { value: "42 %", label: "de pertes liées à la fraude en moins dès la première année" },
        { value: "60 %", label: "de faux positifs en moins" },
        { value: "< 50 ms", label: "pour évaluer chaque transaction en temps réel" },
      ],
      basis:
        "Données de fraude, d’alertes et de réclamations du client : la première année complète en production, par rapport à l’année précédente.",
    },
  },
  cta: {
    title: "Découvrez où l’IA sera rentable pour vous",
    text: "Réservez une première consultation gratuite. Nous vous répondons sous 24 heures et pouvons ensuite réaliser un diagnostic de vos données et de vos cas d’usage, sans engagement.",
    primary: "Prendre rendez-vous",
    secondary: "Voir nos études de cas",
  },
} satisfies Text;
