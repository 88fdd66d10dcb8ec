import type { ServicesText } from "./neutral";

export default {
  meta: {
    title: "Nos services",
    description:
      "Efficacité opérationnelle, transformation numérique, IA, stratégie et croissance : quatre services pour réduire vos coûts et accélérer vos processus.",
  },
  intro: {
    eyebrow: "Nos services",
    title: "Quatre façons d’améliorer votre performance",
    subtitle:
      "Chaque service peut être retenu seul ou intégré à un programme global. Toute mission commence par une situation de référence précise et s’achève sur des résultats mesurables que votre équipe peut pérenniser.",
  },
  offerings: {
    title: "Notre offre",
    detailsTitle: "Ce que comprend chaque service",
    intro: "Des services concrets, pensés pour les problèmes que les ETI nous soumettent le plus souvent.",
    learnMore: "En savoir plus",
    items: [
      {
        title: "Efficacité opérationnelle",
        description:
          "Nous analysons vos opérations de bout en bout, éliminons les gaspillages et repensons vos processus pour que vos équipes consacrent leur temps aux tâches qui créent de la valeur.",
        features: [
          "Cartographie des processus et analyse des goulets d’étranglement",
          "Programmes d’amélioration Lean Six Sigma",
          "Revue de la structure de coûts et des dépenses",
          "Systèmes d’indicateurs et tableaux de bord de performance",
          "Automatisation des tâches répétitives",
        ],
        results: [
          "30 % de réduction des coûts opérationnels",
          "Des délais raccourcis et moins d’erreurs",
          "Un responsable clairement identifié pour chaque processus clé",
        ],
      },
      {
        title: "Transformation numérique",
        description:
          "Nous modernisons les systèmes existants, migrons vers le cloud et numérisons les tâches manuelles, selon une feuille de route adaptée à votre budget et à la capacité de votre équipe.",
        features: [
          "Diagnostic de maturité numérique et feuille de route",
          "Migration vers AWS, Azure ou Google Cloud",
          "Déploiement d’ERP et de CRM, notamment SAP et Salesforce",
          "Intégration des systèmes et stratégie d’API",
          "Cybersécurité et protection des données dès la conception",
        ],
        results: [
          "Des processus exécutés 50 % plus vite",
          "Des coûts de maintenance informatique réduits",
          "Une visibilité en temps réel sur toute l’activité",
        ],
      },
      {
        title: "Solutions d’IA",
        description:
          "Nous identifions où l’IA peut être rentable pour votre entreprise, concevons les modèles et les mettons en production, avec une gouvernance adaptée et des gains mesurables.",
        features: [
          "Identification des opportunités d’IA et dossier d’investissement",
          "Analyse prédictive et prévision de la demande",
          "Traitement intelligent des documents",
          "Assistants virtuels pour le service client",
          "Gouvernance d’une IA responsable et suivi des modèles",
        ],
        results: [
          "25 à 35 % de réduction des coûts grâce à l’automatisation intelligente",
          "Des prévisions et une planification plus fiables",
          "Des réponses plus rapides aux clients, à toute heure",
        ],
      },
      {
        title: "Stratégie et croissance",
        description:
          "Nous aidons les équipes dirigeantes à choisir leurs axes de croissance, à tester rapidement les options et à traduire la stratégie retenue en plans, budgets et objectifs.",
        features: [
          "Analyse du marché et de la concurrence",
          "Conquête de nouveaux marchés et plan d’expansion",
          "Stratégie de prix et de portefeuille",
          "Définition des OKR et exécution de la stratégie",
          "Accompagnement des fusions et acquisitions",
        ],
        results: [
          "De nouveaux marchés ouverts en deux fois moins de temps que prévu",
          "Un portefeuille recentré et des marges plus élevées",
          "Une direction alignée sur quelques priorités mesurables",
        ],
      },
    ],
    basis:
      "Les résultats mis en avant sont des médianes de nos missions achevées entre 2019 et 2025, mesurées 12 mois après la mise en production par rapport à la situation de référence de chaque client (120 en efficacité opérationnelle, 80 en transformation numérique) ; pour l’IA, la moitié centrale des résultats de 45 solutions en production ; pour la stratégie, la médiane de plus de 30 entrées sur de nouveaux marchés depuis 2019, par rapport au plan initial de chaque client.",
  },
  process: {
    title: "Notre méthode",
    intro:
      "Une seule méthode en quatre phases, pour toutes nos missions. La page de chaque service montre ce que recouvre chaque phase pour ce type de travail.",
    steps: [
      {
        title: "Découvrir",
        text: "Diagnostic et stratégie. Nous étudions vos opérations, vos systèmes et vos données, rencontrons les personnes clés et établissons la situation de référence. Ensemble, nous fixons les objectifs, les priorités et la façon de mesurer le succès.",
      },
      {
        title: "Concevoir",
        text: "Conception et planification. Nous concevons les processus et les solutions cibles, puis bâtissons un plan par phases avec des jalons, des responsables, un budget et des risques clairement définis.",
      },
      {
        title: "Développer",
        text: "Mise en œuvre. Nous construisons et testons par cycles courts aux côtés de votre équipe, formons vos collaborateurs au fil de l’eau et rendons compte de l’avancement au regard des indicateurs convenus.",
      },
      {
        title: "Déployer",
        text: "Optimisation et accompagnement. Nous mettons la solution en production, suivons les résultats, ajustons ce qui doit l’être et la transférons entièrement à votre équipe, avec un accompagnement continu si vous le souhaitez.",
      },
    ],
  },
  timeline: {
    title: "Durée des projets",
    text: "Un projet type dure de 3 à 12 mois, selon son périmètre. Nous découpons le travail en phases ponctuées de jalons que vous pouvez valider, pour que vous constatiez des résultats rapidement, sans attendre une livraison finale unique.",
  },
  cta: {
    title: "Vous ne savez pas par où commencer ?",
    text: "Réservez une première consultation gratuite. Nous analyserons votre situation et vous recommanderons le service, ou la combinaison de services, qui aura le plus d’impact.",
    primary: "Prendre rendez-vous",
    secondary: "Voir nos études de cas",
  },
} satisfies ServicesText;
