import type { Text } from "./neutral";

export default {
  meta: {
    title: "Efficacité opérationnelle",
    description:
      "Lean Six Sigma, process mining et amélioration continue : une baisse médiane de 30 % des coûts opérationnels des processus concernés.",
  },
  intro: {
    eyebrow: "Nos services",
    title: "Efficacité opérationnelle",
    subtitle:
      "Nous repérons où votre organisation perd du temps et de l’argent, nous repensons les processus qui comptent le plus et nous mesurons les économies dans vos propres résultats financiers.",
  },
  sections: [
    {
      title: "Pourquoi c’est rentable",
      intro:
        "Un gain d’efficacité n’a de valeur que s’il dure. Chacun de nos programmes est construit autour de quatre résultats.",
      items: [
        {
          title: "Des coûts opérationnels réduits",
          text: "Nous éliminons les reprises, les étapes en double et les temps morts, pour que les mêmes équipes produisent davantage sans effectifs supplémentaires.",
        },
        {
          title: "Des délais raccourcis",
          text: "Des cycles plus courts de la commande à l’encaissement, de la demande à l’approbation et du signalement à sa résolution, mesurés avant et après.",
        },
        {
          title: "Moins d’erreurs, plus de conformité",
          text: "La standardisation du travail, les contrôles intégrés et l’automatisation des transmissions manuelles réduisent les défauts, les pertes et les constats d’audit.",
        },
        {
          title: "Des équipes qui s’approprient les gains",
          text: "Nous formons vos collaborateurs aux méthodes et leur laissons les routines et les indicateurs nécessaires pour continuer à progresser par eux-mêmes.",
        },
      ],
    },
    {
      title: "Nos méthodes",
      intro: "Des méthodes éprouvées, choisies en fonction du problème plutôt qu’appliquées à la lettre.",
      items: [
        {
          title: "Projets Lean Six Sigma",
          text: "Des projets DMAIC structurés, menés par des Black Belts certifiés, qui réduisent la variabilité et les défauts de vos processus critiques.",
        },
        {
          title: "Analyse par process mining",
          text: "Nous exploitons les journaux d’événements de vos systèmes ERP et CRM pour voir comment les processus se déroulent réellement, avec chaque écart et chaque goulet d’étranglement.",
        },
        {
          title: "Cartographie de la chaîne de valeur",
          text: "Des cartes de bout en bout des flux de travail et d’information, qui distinguent les étapes créatrices de valeur de celles qui ne font qu’ajouter du temps.",
        },
        {
          title: "Ateliers Kaizen",
          text: "Des chantiers d’amélioration courts et ciblés avec les équipes de terrain, qui transforment les idées en changements testés en quelques jours.",
        },
      ],
    },
    {
      title: "Secteurs accompagnés",
      intro:
        "Nos consultants ont mené des programmes d’efficacité dans l’industrie, la distribution et les services.",
      groups: [
        {
          label: "Production et chaîne d’approvisionnement",
          items: ["Industrie manufacturière", "Logistique et distribution", "Commerce de détail"],
        },
        {
          label: "Services et secteurs réglementés",
          items: ["Services financiers", "Santé", "Services professionnels"],
        },
      ],
    },
    {
      title: "Résultats types",
      intro: "Ce qui change dans les processus que nous repensons, un an après la mise en production.",
      items: [
        { value: "30 %", label: "de réduction des coûts opérationnels" },
        { value: "50 %", label: "de gain de rapidité dans l’exécution des processus" },
        { value: "40 %", label: "d’erreurs et de reprises en moins" },
        { value: "95 %", label: "des améliorations toujours en place un an plus tard" },
      ],
      basis:
        "Médianes de 120 missions d’efficacité achevées entre 2019 et 2025, mesurées 12 mois après la mise en production par rapport à la situation de référence de chaque client, sur les processus concernés.",
    },
    {
      title: "Notre démarche",
      intro:
        "Nos quatre phases appliquées à l’efficacité opérationnelle : elles partent des faits et aboutissent à de nouvelles habitudes.",
      items: [
        {
          title: "Découvrir : diagnostic des processus",
          duration: "2 à 3 semaines",
          text: "Entretiens, visites sur site et extraction de données établissent la situation de référence des coûts et des temps de cycle, ainsi qu’une liste hiérarchisée de pistes d’amélioration.",
        },
        {
          title: "Concevoir : analyse et processus cibles",
          duration: "3 à 4 semaines",
          text: "Analyse des causes profondes, conception des processus cibles et dossier d’investissement pour chaque initiative, validés avec les responsables de processus.",
        },
        {
          title: "Développer : pilotes et ajustements",
          duration: "8 à 12 semaines",
          text: "Nous testons les changements en pilote avec vos équipes, les ajustons et préparons la standardisation du travail, la formation et l’automatisation là où elle est rentable.",
        },
        {
          title: "Déployer : généralisation et amélioration continue",
          duration: "En continu",
          text: "Nous étendons les changements à toute l’organisation. Des tableaux de bord de performance, des revues régulières et des relais internes formés préservent les gains et identifient les prochaines pistes.",
        },
      ],
    },
  ],
  story: {
    title: "Étude de cas",
    story: {
      industry: "Industrie manufacturière",
      title: "Des délais divisés par deux chez un fabricant d’emballages",
      description:
        "Un fabricant d’emballages de taille intermédiaire, avec trois usines et 900 salariés, perdait de la marge à cause des retards, des heures supplémentaires et des reprises. Dix mois plus tard, les mêmes usines livrent deux fois plus vite et dépensent 28 % de moins en heures supplémentaires et en reprises.",
      challenge:
        "Le délai de livraison des commandes atteignait 20 jours, les heures supplémentaires représentaient 18 % des heures payées et une commande sur huit nécessitait une reprise ou un avoir. Chaque usine suivait ses propres procédures et personne n’avait de vue d’ensemble sur les points de blocage des commandes.",
      solution:
        "Nous avons appliqué le process mining aux données de commandes de l’ERP pour reconstituer le flux réel de la commande à la livraison, animé des cartographies de la chaîne de valeur et des ateliers Kaizen dans chaque usine, et mené quatre projets Lean Six Sigma sur la planification, les changements de série et les contrôles qualité. Un tableau de bord commun et des relais internes formés pilotent désormais un cycle d’amélioration mensuel.",
      change: {
        title: "Délai de la commande à la livraison",
        before: { label: "Les trois mois précédents", value: "20\u00a0jours" },
        after: { label: "Le dixième mois", value: "10\u00a0jours" },
      },
      results: [
        { value: "50 %", label: "de délai de livraison en moins, de 20 à 10 jours" },
        {
          value: "28 %",
          label: "de coûts d’heures supplémentaires et de reprises en moins dans les trois usines",
        },
        { value: "65 %", label: "de commandes nécessitant une reprise en moins" },
      ],
      basis:
        "Mesuré à partir de l’ERP et de la paie du client au dixième mois du programme, par rapport aux trois mois précédant son lancement.",
    },
  },
  cta: {
    title: "Retrouvez les capacités que vous payez déjà",
    text: "Réservez une première consultation gratuite. Nous vous répondons sous 24 heures et pouvons commencer par un diagnostic, sans engagement, de l’un de vos processus clés.",
    primary: "Prendre rendez-vous",
    secondary: "Voir nos études de cas",
  },
} satisfies Text;
