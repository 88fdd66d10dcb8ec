import type { AboutContent } from "~/content/types";

export default {
  meta: {
    title: "À propos",
    description:
      "Découvrez Innova Consulting : plus de 150 consultants à Orlando, Vancouver et São Paulo, au service des ETI des Amériques depuis 2010.",
  },
  intro: {
    eyebrow: "À propos d’Innova",
    title: "Des consultants à vos côtés jusqu’aux résultats",
    subtitle:
      "Depuis plus de 15 ans, nous aidons les ETI des Amériques à réduire leurs coûts, à moderniser leurs opérations et à croître en toute confiance, depuis nos bureaux d’Orlando, de Vancouver et de São Paulo.",
  },
  mission: {
    title: "Notre mission",
    text: "Aider les organisations à mieux travailler et à croître plus vite en alliant de solides pratiques opérationnelles, des technologies modernes et une IA pragmatique, et laisser à chaque client des résultats mesurables ainsi qu’une équipe capable de les pérenniser.",
  },
  vision: {
    title: "Notre vision",
    text: "Être le partenaire auquel les ETI confient leurs transformations les plus importantes, reconnu moins pour les rapports que nous rédigeons que pour les améliorations qui portent encore leurs fruits des années après notre départ.",
  },
  leadership: {
    title: "Direction",
    intro: "Les associés qui pilotent nos missions, du premier diagnostic aux résultats.",
    colleagues: "Également à la tête de nos programmes",
  },
  offices: { title: "Où nous travaillons" },
  values: {
    title: "Nos valeurs",
    intro:
      "Quatre principes guident la façon dont nous choisissons nos projets, constituons nos équipes et travaillons avec nos clients.",
    items: [
      {
        title: "L’innovation",
        text: "Nous cherchons l’approche la plus simple qui fonctionne, qu’il s’agisse d’un processus repensé, d’une plateforme cloud ou d’un modèle d’apprentissage automatique, et nous testons chaque idée sur des données réelles avant de la déployer à grande échelle.",
      },
      {
        title: "La collaboration",
        text: "Nous travaillons aux côtés de vos équipes, pas à leur place. Vos collaborateurs partagent les décisions et le mérite, et conservent le savoir-faire à la fin de la mission.",
      },
      {
        title: "L’excellence",
        text: "Des consultants seniors pilotent chaque projet, et chaque recommandation repose sur des faits. Nous appliquons à notre propre travail les exigences que nous aidons nos clients à fixer.",
      },
      {
        title: "L’impact",
        text: "Nous fixons des objectifs mesurables dès le départ et en rendons compte tout au long du projet. Si une action ne fait pas progresser un indicateur qui compte pour vous, nous ne la recommandons pas.",
      },
    ],
  },
  expertise: {
    title: "Nos expertises",
    intro:
      "Six domaines d’expertise, portés par des spécialistes qui forment une seule équipe sur chaque mission.",
    items: [
      {
        title: "Optimisation des processus et excellence opérationnelle",
        text: "Nous cartographions le déroulement réel du travail, éliminons gaspillages et goulets d’étranglement grâce aux méthodes Lean Six Sigma et mettons en place les indicateurs qui pérennisent les gains bien après notre départ.",
      },
      {
        title: "Transformation numérique et cloud",
        text: "Nous modernisons les systèmes existants, migrons les charges de travail vers AWS, Azure ou Google Cloud et automatisons les tâches manuelles, sur des plateformes qui évoluent avec l’entreprise.",
      },
      {
        title: "IA et apprentissage automatique",
        text: "De la prévision de la demande au traitement des documents, nous concevons des modèles qui répondent à un problème métier précis et les intégrons aux opérations quotidiennes, avec une gouvernance dès le premier jour.",
      },
      {
        title: "Données et analytique",
        text: "Nous bâtissons des socles de données solides, des indicateurs clairs et des tableaux de bord dans des outils comme Power BI, afin que les responsables décident sur la base de chiffres à jour et fiables plutôt que de tableurs.",
      },
      {
        title: "Stratégie et croissance",
        text: "Nous aidons les équipes dirigeantes à choisir où concentrer leurs efforts, à tester de nouveaux marchés et de nouvelles offres, et à traduire la stratégie en OKR et en budgets que l’organisation peut exécuter.",
      },
      {
        title: "Conduite du changement et conception organisationnelle",
        text: "Nous alignons structures, rôles et incitations sur les nouvelles façons de travailler, et accompagnons l’encadrement par la formation et la communication pour que les changements soient adoptés, et pas seulement annoncés.",
      },
    ],
  },
  cta: {
    title: "Parlons de votre prochaine étape",
    text: "Dites-nous ce que vous souhaitez améliorer. Nous vous répondons sous 24 heures et vous proposons une première consultation gratuite pour voir comment nous pouvons vous aider.",
    primary: "Prendre rendez-vous",
    secondary: "Découvrir nos services",
  },
} satisfies AboutContent;
