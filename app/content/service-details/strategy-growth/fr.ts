import type { Text } from "./neutral";

export default {
  meta: {
    title: "Stratégie et croissance",
    description:
      "Stratégie de croissance, conquête de marchés, politique tarifaire et audits d’acquisition, de l’analyse de marché jusqu’à l’accompagnement de l’exécution.",
  },
  intro: {
    eyebrow: "Nos services",
    title: "Stratégie et croissance",
    subtitle:
      "Nous aidons les équipes dirigeantes à décider où se développer et comment s’y imposer, puis nous restons à leurs côtés pour transformer le plan en résultats trimestriels.",
  },
  sections: [
    {
      title: "Nos axes d’intervention",
      intro: "Quatre domaines qui structurent l’essentiel de nos missions de stratégie auprès des ETI.",
      items: [
        {
          title: "Stratégie de croissance",
          text: "Où se positionner et comment l’emporter : choisir les marchés, les segments et les offres qui méritent votre prochain investissement.",
        },
        {
          title: "Conquête de nouveaux marchés",
          text: "De nouveaux pays et de nouveaux canaux, avec des modes d’entrée adaptés à votre appétence au risque, du partenariat à la filiale locale.",
        },
        {
          title: "Fusions et acquisitions",
          text: "Identification des cibles, audits d’acquisition commerciaux et opérationnels et préparation de l’intégration pour préserver la valeur de l’opération.",
        },
        {
          title: "Pilotage de la performance",
          text: "Des OKR, des indicateurs et des rituels de pilotage qui relient la stratégie à ce que font les équipes chaque semaine.",
        },
      ],
    },
    {
      title: "De l’analyse à l’exécution",
      intro:
        "Nos quatre phases appliquées à la stratégie : d’une vision claire de votre position à une exécution mesurable.",
      items: [
        {
          title: "Découvrir : analyse du marché et du positionnement",
          duration: "4 à 6 semaines",
          text: "Dimensionnement du marché, études clients, comparaison avec la concurrence et examen sans complaisance de vos capacités et de votre rentabilité unitaire.",
        },
        {
          title: "Concevoir : options et choix stratégiques",
          duration: "6 à 8 semaines",
          text: "Des options stratégiques élaborées et mises à l’épreuve avec l’équipe dirigeante, pour aboutir à des choix clairs sur les marchés, les offres et les priorités.",
        },
        {
          title: "Développer : feuille de route et dossier d’investissement",
          duration: "4 à 6 semaines",
          text: "Une feuille de route par étapes, un modèle financier et un dossier d’investissement prêts à être examinés par votre conseil d’administration et vos financeurs.",
        },
        {
          title: "Déployer : accompagnement de l’exécution",
          duration: "Plus de 12 mois",
          text: "Pilotage du programme, cycles d’OKR et revues stratégiques trimestrielles qui ajustent le plan au fil des résultats.",
        },
      ],
    },
    {
      title: "Nos prestations",
      intro: "Des missions ciblées, à commander séparément ou dans le cadre d’un programme plus large.",
      items: [
        "Stratégies d’entrée et plans de mise sur le marché pour de nouveaux pays et segments",
        "Audits d’acquisition commerciaux et opérationnels pour les fusions et acquisitions",
        "Stratégie tarifaire, construction des offres et encadrement des remises",
        "Conception et déploiement des OKR, de l’équipe dirigeante aux équipes de terrain",
        "Modélisation de la croissance et planification de scénarios pour les conseils d’administration et les investisseurs",
        "Préparation de l’intégration post-fusion et des 100 premiers jours",
      ],
    },
    {
      title: "Notre impact",
      intro: "Ce que les clients de nos missions de stratégie ont obtenu en deux ans.",
      items: [
        { value: "20 %", label: "de croissance du chiffre d’affaires en 18 mois" },
        { value: "3 à 5 points", label: "de marge d’EBITDA gagnés en 24 mois" },
        { value: "85 %", label: "des initiatives stratégiques prévues menées dans les délais et le budget" },
        {
          value: "Plus de 30",
          label: "entrées sur de nouveaux marchés des Amériques accompagnées depuis 2019",
        },
      ],
      basis:
        "40 missions de stratégie achevées entre 2019 et 2024, par rapport au dernier exercice complet de chaque client avant la mission : médiane pour la croissance du chiffre d’affaires, moitié centrale des résultats pour la marge, part de l’ensemble des initiatives prévues. Entrées sur de nouveaux marchés : toutes celles que nous avons accompagnées depuis 2019.",
    },
  ],
  story: {
    title: "Étude de cas",
    story: {
      industry: "SaaS",
      title: "De la série A à deux nouveaux marchés en 12 mois",
      description:
        "Une start-up SaaS B2B, forte de 60 salariés, a utilisé sa levée de fonds de série A pour s’étendre du Brésil au Mexique et au Canada, avec un modèle tarifaire et un plan de croissance bâtis avec Innova.",
      challenge:
        "Après sa série A, l’entreprise disposait des fonds nécessaires pour croître, mais sans consensus sur la manière de les investir. Les équipes commerciales poursuivaient chaque piste, les prix variaient d’une vente à l’autre et le conseil d’administration exigeait un plan clair avant de débloquer la tranche de financement suivante.",
      solution:
        "Nous avons dimensionné six marchés pressentis, interrogé 40 clients potentiels et recommandé le Mexique et le Canada comme premières cibles. Nous avons ensuite restructuré l’offre tarifaire en trois niveaux, construit le modèle de croissance pour le conseil d’administration et mis en place des OKR trimestriels. Notre équipe a accompagné le lancement sur les deux marchés pendant les 12 premiers mois.",
      change: {
        title: "Revenu récurrent annuel, en multiple du jour de clôture de la série A",
        before: { label: "À la clôture de la série A", value: "1×" },
        after: { label: "24\u00a0mois plus tard", value: "3×" },
      },
      results: [
        { value: "×3", label: "de revenu récurrent annuel (ARR) en 24 mois" },
        { value: "2", label: "nouveaux marchés lancés en 12 mois" },
        { value: "22 %", label: "de valeur moyenne par contrat en plus après la refonte tarifaire" },
      ],
      basis:
        "Reporting de l’entreprise à son conseil d’administration : revenu récurrent annuel 24 mois après la clôture de la série A, par rapport à la date de clôture ; valeur des contrats sur la première année de la nouvelle grille tarifaire, par rapport à l’année précédente.",
    },
  },
  cta: {
    title: "Construisons votre prochaine étape de croissance",
    text: "Commencez par une première consultation gratuite. Nous vous répondons sous 24 heures, puis vous présentons une proposition sur mesure, sans engagement.",
    primary: "Prendre rendez-vous",
    secondary: "Voir nos études de cas",
  },
} satisfies Text;
