import type { Text } from "./neutral";

export default {
  meta: {
    title: "Transformation numérique",
    description:
      "Migration vers le cloud, plateformes de données et numérisation des processus, par étapes, pour que chaque phase de votre transformation soit rentable.",
  },
  intro: {
    eyebrow: "Nos services",
    title: "Transformation numérique",
    subtitle:
      "Nous modernisons vos systèmes, vos données et vos méthodes de travail par étapes que vous pouvez financer, mesurer et absorber, sans mettre en péril vos opérations quotidiennes.",
  },
  sections: [
    {
      title: "Nos domaines d’intervention",
      intro: "Six domaines qui concentrent l’essentiel de la valeur d’une transformation numérique.",
      items: [
        {
          title: "Migration vers le cloud",
          text: "Diagnostic de maturité, conception du socle d’infrastructure et migration par vagues de vos charges de travail vers AWS, Azure ou Google Cloud, avec une maîtrise des coûts dès le premier jour.",
        },
        {
          title: "Numérisation des processus",
          text: "Formulaires papier, tableurs et validations par e-mail remplacés par des circuits numériques plus rapides, traçables et auditables.",
        },
        {
          title: "Expérience client",
          text: "Portails en libre-service, parcours mobiles et vision unique de chaque client, pour qu’il soit plus simple de travailler avec vous.",
        },
        {
          title: "Plateformes de données",
          text: "Une plateforme de données centrale et gouvernée, avec sa couche de restitution, pour que chaque décision repose sur les mêmes chiffres.",
        },
        {
          title: "Modernisation des systèmes existants",
          text: "Remplacement ou refonte progressive des systèmes cœur de métier vieillissants, sans interrompre l’activité à aucun moment.",
        },
        {
          title: "Environnement de travail numérique",
          text: "Outils collaboratifs, intranet et gestion des appareils pour que les collaborateurs au bureau, sur le terrain et à distance travaillent comme une seule et même équipe.",
        },
      ],
    },
    {
      title: "Technologies",
      intro:
        "Indépendants des éditeurs, nous construisons sur les plateformes dont vous disposez déjà. Voici celles que nous déployons le plus souvent.",
      groups: [
        { label: "Cloud" },
        { label: "Données et analytique" },
        { label: "Intégration" },
        { label: "Collaboration et CRM" },
      ],
    },
    {
      title: "Le parcours de maturité numérique",
      intro:
        "La plupart des organisations traversent quatre étapes de maturité. Nous évaluons où vous en êtes et planifions l’étape suivante, plutôt qu’un grand basculement sur cinq ans, et chaque étape se déroule selon nos quatre phases, de Découvrir à Déployer.",
      items: [
        {
          title: "Fondations",
          duration: "3 à 6 mois",
          text: "Un socle d’infrastructure sécurisé dans le cloud, la gestion des identités et les premières charges de travail migrées, avec des gains rapides qui installent la confiance.",
        },
        {
          title: "Intégration",
          duration: "6 à 9 mois",
          text: "Des systèmes cœur de métier reliés par API et par événements, une plateforme de données centrale opérationnelle et des processus clés numérisés de bout en bout.",
        },
        {
          title: "Optimisation",
          duration: "9 à 12 mois",
          text: "L’automatisation des flux à fort volume, l’analyse en libre-service pour les responsables et un environnement cloud optimisé en coût et en performance.",
        },
        {
          title: "Innovation à grande échelle",
          duration: "Plus de 12 mois",
          text: "De nouveaux produits numériques, des cas d’usage de l’IA et des services fondés sur les données, construits sur une plateforme désormais prête à les accueillir.",
        },
      ],
    },
  ],
  story: {
    title: "Étude de cas",
    story: {
      industry: "Commerce de détail",
      title: "Du rapprochement nocturne sur tableur à une plateforme unique chez une enseigne spécialisée",
      description:
        "Une enseigne spécialisée de 85 magasins et 2 000 salariés a migré ses opérations vers le cloud et relié magasins, boutique en ligne et fournisseurs sur une plateforme de données unique en 14 mois.",
      challenge:
        "Les magasins, la boutique en ligne et l’entrepôt fonctionnaient sur des systèmes distincts, rapprochés à la main chaque nuit. Les chiffres de stock étaient souvent faux, une promotion demandait trois semaines de paramétrage et le centre de données interne arrivait en fin de vie.",
      solution:
        "Nous avons migré les applications cœur de métier vers Azure en trois vagues, relié l’ERP, les caisses et le commerce en ligne grâce à MuleSoft, puis construit une plateforme de données sur Databricks avec des tableaux de bord Power BI pour les directeurs de magasin et les chefs de catégorie. Les procédures des magasins ont été numérisées sur Microsoft 365 et les équipes formées région par région.",
      change: {
        title: "Fiches de stock qui ne correspondaient pas au stock réel",
        before: { label: "L’année précédente", value: "9\u202f%" },
        after: { label: "12\u00a0mois après la dernière migration", value: "0,5\u202f%" },
      },
      results: [
        { value: "99,5 %", label: "de fiabilité des stocks, contre 91 % auparavant" },
        { value: "35 %", label: "de coûts d’infrastructure en moins" },
        { value: "4 jours", label: "pour lancer une promotion, au lieu de trois semaines" },
      ],
      basis:
        "Mesuré par le client 12 mois après la dernière vague de migration, par rapport à l’année précédant le programme.",
      quote: {
        text: "Innova ne nous a pas vendu une grande vision. Elle a découpé le travail en étapes pour que chaque trimestre apporte quelque chose de réellement utile à nos directeurs de magasin, et c’est pour cela que le changement a tenu.",
        attribution: "Directrice des opérations d’une enseigne spécialisée de 85 magasins",
      },
    },
  },
  cta: {
    title: "Planifiez votre prochaine étape numérique",
    text: "Dites-nous où vous en êtes. Nous vous répondons sous 24 heures, vous proposons une première consultation gratuite et, si vous le souhaitez, un diagnostic de maturité sans engagement.",
    primary: "Prendre rendez-vous",
    secondary: "Voir nos études de cas",
  },
} satisfies Text;
