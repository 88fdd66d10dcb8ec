import type { HomeText } from "./neutral";

export default {
  meta: {
    title: "Conseil en efficacité, transformation numérique, IA et croissance",
    description:
      "Innova Consulting aide les ETI à réduire leurs coûts opérationnels, à moderniser leurs systèmes, à adopter l’IA et à croître, avec des résultats mesurables.",
  },
  hero: {
    eyebrow: "Conseil en efficacité, technologie et croissance",
    title: "Transformez votre entreprise grâce à des opérations optimisées et à une IA pragmatique",
    highlight: "une IA pragmatique",
    subtitle:
      "Nous aidons les équipes dirigeantes à repérer où se perdent le temps et l’argent, à repenser l’organisation du travail et à déployer la technologie qui rend les gains durables.",
    primary: "Découvrir nos services",
    secondary: "Prendre rendez-vous",
  },
  whatWeDo: {
    title: "Ce que nous faisons",
    intro:
      "Là où la plupart de nos clients commencent avec nous, chaque fois avec un indicateur que vous pouvez suivre.",
    linkLabel: "Voir nos quatre services",
    items: [
      {
        title: "Efficacité opérationnelle",
        text: "Nous cartographions le déroulement réel du travail, éliminons les gaspillages et automatisons les tâches répétitives, pour une baisse médiane de 30 % des coûts opérationnels des processus concernés.",
      },
      {
        title: "Transformation numérique",
        text: "Nous modernisons les systèmes existants et connectons vos données : vos équipes travaillent sur une seule version des chiffres, et les processus que nous numérisons s’exécutent 50 % plus vite (médiane).",
      },
      {
        title: "Solutions d’IA",
        text: "Nous développons une IA qui prouve sa valeur : prévisions, traitement de documents et détection de fraude, le tout intégré aux outils que vos équipes utilisent déjà. Les processus qu’elle automatise coûtent de 25 à 35 % de moins.",
      },
    ],
    basis:
      "Mesures prises 12 mois après la mise en production, par rapport à la situation de référence de chaque client : médianes de nos missions achevées entre 2019 et 2025 (120 en efficacité opérationnelle, 80 en transformation numérique) ; pour l’IA, moitié centrale des résultats de 45 solutions en production.",
  },
  impact: {
    title: "Notre impact en chiffres",
    intro: "Plus de 15 ans au service des ETI des Amériques.",
    stats: [
      { label: "Projets réussis" },
      { label: "Clients actifs" },
      { label: "Consultants experts" },
      { label: "Années d’expérience" },
    ],
    basis:
      "Projets menés à terme depuis notre création, en 2010, qui ont atteint les objectifs fixés avec le client au départ ; clients accompagnés au cours des 12 derniers mois ; consultants salariés du cabinet.",
  },
  whyChoose: {
    title: "Pourquoi les entreprises choisissent Innova",
    intro:
      "Nous mesurons notre travail à ce qui change dans vos chiffres, pas à ce qui figure dans une présentation.",
    reasons: [
      {
        title: "Une démarche éprouvée en quatre phases",
        text: "Chaque mission suit les quatre mêmes phases, adaptées à chaque service, avec des livrables clairs et une décision de poursuivre ou non à la fin de chacune.",
      },
      {
        title: "Une équipe d’experts",
        text: "Des consultants seniors, des ingénieurs et des spécialistes de la donnée qui ont déjà mené ce type de mission dans des secteurs comme le vôtre, et qui restent mobilisés sur votre projet.",
      },
      {
        title: "Des solutions tournées vers l’avenir",
        text: "Une technologie ouverte et bien documentée, que votre équipe peut s’approprier et faire évoluer, pour que l’amélioration d’aujourd’hui ne devienne pas le système obsolète de demain.",
      },
    ],
    phases: [
      {
        title: "Découvrir",
        text: "Nous mesurons où partent aujourd’hui le temps et l’argent, et fixons l’objectif avec vous.",
      },
      {
        title: "Concevoir",
        text: "Le processus cible et un plan par étapes, avec ses responsables et son budget.",
      },
      { title: "Développer", text: "Construit et testé par cycles courts, aux côtés de vos équipes." },
      {
        title: "Déployer",
        text: "Mis en service, mesuré par rapport à la situation de départ, puis confié à vos équipes.",
      },
    ],
    linkLabel: "En savoir plus sur notre démarche",
  },
  newsletter: {
    title: "L’essentiel pour les décideurs",
    text: "Une lettre d’information mensuelle sur l’efficacité opérationnelle, la technologie et l’IA : ce qui fonctionne, ce que cela coûte et les pièges à éviter.",
  },
  cta: {
    title: "Découvrez où vos coûts peuvent baisser",
    text: "Réservez une première consultation gratuite. Nous vous répondons sous 24 heures, et le diagnostic initial est sans engagement.",
    primary: "Prendre rendez-vous",
    secondary: "Lire nos études de cas",
  },
} satisfies HomeText;
