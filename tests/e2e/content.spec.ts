import { expect, test, type Locator, type Page } from "@playwright/test";
import { localizePath, type Lang } from "./support";

/**
 * Each page's sections as a visitor reads them, in English and in one other language (Portuguese,
 * Spanish or French, varied from page to page), with the words the visitor sees.
 */

/** The page's closing call to action and where its two buttons lead. */
async function expectCallToAction(
  page: Page,
  lang: Lang,
  links: readonly (readonly [name: string, path: string])[],
) {
  const main = page.getByRole("main");
  for (const [name, path] of links) {
    await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      localizePath(path, lang),
    );
  }
}

/** The `<dd>` figures of a block of metrics, in order. */
function figures(scope: Locator) {
  return scope.getByRole("definition");
}

const about = {
  en: {
    mission: ["Our mission", "To help organizations work better and grow faster"],
    vision: ["Our vision", "To be the partner mid-size companies trust"],
    values: ["Our values", ["Innovation", "Collaboration", "Excellence", "Impact"]],
    expertise: [
      "Our expertise",
      [
        "Process optimization & operational excellence",
        "Digital transformation & cloud",
        "AI & machine learning",
        "Data & analytics",
        "Strategy & growth",
        "Change management & organizational design",
      ],
    ],
    cta: [
      ["Contact us", "/contact"],
      ["Explore our services", "/services"],
    ],
  },
  pt: {
    mission: ["Nossa missão", "Ajudar as organizações a trabalhar melhor e crescer mais rápido"],
    vision: ["Nossa visão", "Ser o parceiro em quem as empresas de médio porte confiam"],
    values: ["Nossos valores", ["Inovação", "Colaboração", "Excelência", "Impacto"]],
    expertise: [
      "Nossas especialidades",
      [
        "Otimização de processos e excelência operacional",
        "Transformação digital e nuvem",
        "IA e aprendizado de máquina",
        "Dados e análise",
        "Estratégia e crescimento",
        "Gestão da mudança e desenho organizacional",
      ],
    ],
    cta: [
      ["Entrar em contato", "/contact"],
      ["Conhecer nossos serviços", "/services"],
    ],
  },
} as const;

for (const lang of ["en", "pt"] as const) {
  test(`about (${lang}): mission, vision, the four core values and six areas of expertise`, async ({
    page,
  }) => {
    const copy = about[lang];
    await page.goto(localizePath("/about", lang));
    for (const [title, text] of [copy.mission, copy.vision]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
    }
    for (const [title, items] of [copy.values, copy.expertise]) {
      const region = page.getByRole("region", { name: title });
      await expect(region.getByRole("listitem")).toHaveCount(items.length);
      await expect(region.getByRole("heading", { level: 3 })).toHaveText([...items]);
    }
    await expectCallToAction(page, lang, copy.cta);
  });
}

const services = {
  en: {
    offers: "What we offer",
    included: "What's included",
    learnMore: "Learn more",
    cards: [
      {
        slug: "business-efficiency",
        title: "Business Efficiency",
        features: [
          "Process mapping and bottleneck analysis",
          "Lean Six Sigma improvement programs",
          "Cost structure and spend review",
          "KPI frameworks and performance dashboards",
          "Workflow automation of repetitive tasks",
        ],
        result: "30% reduction in operational costs",
      },
      {
        slug: "digital-transformation",
        title: "Digital Transformation",
        features: [
          "Digital maturity assessment and roadmap",
          "Cloud migration to AWS or Azure",
          "ERP and CRM implementation, including SAP and Salesforce",
          "System integration and API strategy",
          "Cybersecurity and data protection by design",
        ],
        result: "50% faster process completion",
      },
      {
        slug: "ai-solutions",
        title: "AI Solutions",
        features: [
          "AI opportunity assessment and business case",
          "Predictive analytics and demand forecasting",
          "Intelligent document processing",
          "Virtual assistants for customer service",
          "Responsible AI governance and model monitoring",
        ],
        result: "25-35% cost reduction through intelligent automation",
      },
      {
        slug: "strategy-growth",
        title: "Strategy & Growth",
        features: [
          "Market and competitor analysis",
          "New market entry and expansion planning",
          "Pricing and portfolio strategy",
          "OKR design and strategy execution",
          "Mergers and acquisitions support",
        ],
        result: "2x faster entry into new markets",
      },
    ],
    process: "How we work",
    steps: ["Assessment & Strategy", "Design & Planning", "Implementation", "Optimization & Support"],
    timeline: ["Project timeline", /Typical projects take 3-12 months/],
    cta: [
      ["Contact us", "/contact"],
      ["See our case studies", "/case-studies"],
    ],
  },
  es: {
    offers: "Qué ofrecemos",
    included: "Qué incluye",
    learnMore: "Más información",
    cards: [
      {
        slug: "business-efficiency",
        title: "Eficiencia Empresarial",
        features: [
          "Mapeo de procesos y análisis de cuellos de botella",
          "Programas de mejora con Lean Six Sigma",
          "Revisión de la estructura de costos y del gasto",
          "Modelos de indicadores y tableros de desempeño",
          "Automatización de tareas repetitivas",
        ],
        result: "30% de reducción en los costos operativos",
      },
      {
        slug: "digital-transformation",
        title: "Transformación Digital",
        features: [
          "Evaluación de madurez digital y hoja de ruta",
          "Migración a la nube con AWS o Azure",
          "Implementación de ERP y CRM, incluidos SAP y Salesforce",
          "Integración de sistemas y estrategia de API",
          "Ciberseguridad y protección de datos desde el diseño",
        ],
        result: "Procesos completados un 50% más rápido",
      },
      {
        slug: "ai-solutions",
        title: "Soluciones de IA",
        features: [
          "Evaluación de oportunidades de IA y caso de negocio",
          "Analítica predictiva y previsión de la demanda",
          "Procesamiento inteligente de documentos",
          "Asistentes virtuales para la atención al cliente",
          "Gobernanza de IA responsable y monitoreo de modelos",
        ],
        result: "25-35% de reducción de costos con automatización inteligente",
      },
      {
        slug: "strategy-growth",
        title: "Estrategia y Crecimiento",
        features: [
          "Análisis de mercado y de la competencia",
          "Entrada a nuevos mercados y planificación de la expansión",
          "Estrategia de precios y de portafolio",
          "Definición de OKR y ejecución de la estrategia",
          "Apoyo en fusiones y adquisiciones",
        ],
        result: "Entrada 2x más rápida a nuevos mercados",
      },
    ],
    process: "Cómo trabajamos",
    steps: ["Diagnóstico y Estrategia", "Diseño y Planificación", "Implementación", "Optimización y Soporte"],
    timeline: ["Duración de los proyectos", /Los proyectos típicos duran de 3 a 12 meses/],
    cta: [
      ["Contáctenos", "/contact"],
      ["Vea nuestros casos de éxito", "/case-studies"],
    ],
  },
} as const;

for (const lang of ["en", "es"] as const) {
  test(`services (${lang}): four service cards, the four-step process, the timeline, the call to action`, async ({
    page,
  }) => {
    const copy = services[lang];
    await page.goto(localizePath("/services", lang));

    const offers = page.getByRole("region", { name: copy.offers });
    const titles = offers.getByRole("heading", { level: 3 });
    await expect(titles).toHaveText(copy.cards.map((card) => card.title));
    for (const card of copy.cards) {
      const item = offers
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name: card.title }) });
      await expect(item.getByRole("heading", { level: 4, name: copy.included })).toBeVisible();
      await expect(item.getByRole("list").getByRole("listitem")).toHaveText([...card.features]);
      await expect(item.getByText(card.result)).toBeVisible();
      const link = item.getByRole("link", { name: new RegExp(`^${copy.learnMore}`) });
      await expect(link).toHaveAttribute("href", localizePath(`/services/${card.slug}`, lang));
    }

    const process = page.getByRole("region", { name: copy.process });
    await expect(process.getByRole("listitem").getByRole("heading")).toHaveText([...copy.steps]);
    const [timelineTitle, timelineText] = copy.timeline;
    await expect(process.getByRole("heading", { name: timelineTitle })).toBeVisible();
    await expect(process.getByText(timelineText)).toBeVisible();
    await expectCallToAction(page, lang, copy.cta);

    // A card's link opens its detail page in the same language.
    await offers
      .getByRole("link", { name: new RegExp(`^${copy.learnMore}`) })
      .nth(2)
      .click();
    await expect(page).toHaveURL(localizePath("/services/ai-solutions", lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.cards[2].title);
  });
}

interface DetailPage {
  title: string;
  /** The breadcrumb's label and its link text (the services page in the header's words). */
  breadcrumb: [label: string, services: string];
  /** Every `h2` of the page, in order: its sections, the story, the call to action. */
  sections: string[];
  phases: { region: string; durations: string[] };
  /** Figures that must be shown in a section, e.g. the marketing claims. */
  claims?: { region: string; values: string[] };
  story: {
    region: string;
    industry: string;
    title: string;
    parts: string[];
    quote?: [text: RegExp, author: string];
  };
}

const details: Record<string, Partial<Record<Lang, DetailPage>>> = {
  "business-efficiency": {
    en: {
      title: "Business Efficiency",
      breadcrumb: ["Breadcrumb", "Services"],
      sections: [
        "Why it pays off",
        "Our methodologies",
        "Industries we serve",
        "Typical results",
        "How we work",
        "Success story",
        "Ready to find your hidden capacity?",
      ],
      phases: { region: "How we work", durations: ["2-3 weeks", "3-4 weeks", "8-12 weeks", "Ongoing"] },
      claims: { region: "Typical results", values: ["30%", "50%", "40%", "95%"] },
      story: {
        region: "Success story",
        industry: "Manufacturing",
        title: "Lead times halved at a packaging manufacturer",
        parts: ["Challenge", "Solution", "Key results"],
      },
    },
    fr: {
      title: "Efficacité opérationnelle",
      breadcrumb: ["Fil d'Ariane", "Nos services"],
      sections: [
        "Pourquoi c'est rentable",
        "Nos méthodes",
        "Secteurs accompagnés",
        "Résultats types",
        "Notre démarche",
        "Étude de cas",
        "Prêt à libérer votre capacité cachée ?",
      ],
      phases: {
        region: "Notre démarche",
        durations: ["2-3 semaines", "3-4 semaines", "8-12 semaines", "En continu"],
      },
      claims: { region: "Résultats types", values: ["30 %", "50 %", "40 %", "95 %"] },
      story: {
        region: "Étude de cas",
        industry: "Industrie manufacturière",
        title: "Des délais divisés par deux chez un fabricant d'emballages",
        parts: ["Le défi", "Notre solution", "Résultats clés"],
      },
    },
  },
  "digital-transformation": {
    en: {
      title: "Digital Transformation",
      breadcrumb: ["Breadcrumb", "Services"],
      sections: [
        "Where we help",
        "Technology stack",
        "The digital maturity journey",
        "Success story",
        "Plan your next digital step",
      ],
      phases: {
        region: "The digital maturity journey",
        durations: ["3-6 months", "6-9 months", "9-12 months", "12+ months"],
      },
      story: {
        region: "Success story",
        industry: "Retail",
        title: "From nightly spreadsheets to one platform at a specialty retailer",
        parts: ["Challenge", "Solution", "Key results"],
        quote: [/^Innova didn't sell us a grand vision\./, "Laura Bennett"],
      },
    },
    pt: {
      title: "Transformação digital",
      breadcrumb: ["Trilha de navegação", "Serviços"],
      sections: [
        "Onde ajudamos",
        "Tecnologias",
        "A jornada de maturidade digital",
        "Caso de sucesso",
        "Planeje seu próximo passo digital",
      ],
      phases: {
        region: "A jornada de maturidade digital",
        durations: ["3 a 6 meses", "6 a 9 meses", "9 a 12 meses", "Mais de 12 meses"],
      },
      story: {
        region: "Caso de sucesso",
        industry: "Varejo",
        title: "Das planilhas noturnas a uma plataforma única em uma rede de varejo especializado",
        parts: ["Desafio", "Solução", "Principais resultados"],
        quote: [/^A Innova não nos vendeu uma grande visão\./, "Laura Bennett"],
      },
    },
  },
  "ai-solutions": {
    en: {
      title: "AI Solutions",
      breadcrumb: ["Breadcrumb", "Services"],
      sections: [
        "Our capabilities",
        "Technology stack",
        "From idea to production",
        "Results our clients see",
        "Success story",
        "Find out where AI will pay off for you",
      ],
      phases: {
        region: "From idea to production",
        durations: ["2-3 weeks", "4-6 weeks", "8-16 weeks", "4-8 weeks"],
      },
      claims: { region: "Results our clients see", values: ["25-35%", "60%", "20%", "4x"] },
      story: {
        region: "Success story",
        industry: "Financial services",
        title: "Real-time fraud detection for a payments and consumer credit provider",
        parts: ["Challenge", "Solution", "Key results"],
      },
    },
    es: {
      title: "Soluciones de IA",
      breadcrumb: ["Ruta de navegación", "Servicios"],
      sections: [
        "Nuestras capacidades",
        "Tecnologías",
        "De la idea a la producción",
        "Resultados de nuestros clientes",
        "Caso de éxito",
        "Descubra dónde la IA le dará resultados",
      ],
      phases: {
        region: "De la idea a la producción",
        durations: ["2-3 semanas", "4-6 semanas", "8-16 semanas", "4-8 semanas"],
      },
      claims: { region: "Resultados de nuestros clientes", values: ["25-35%", "60%", "20%", "4x"] },
      story: {
        region: "Caso de éxito",
        industry: "Servicios financieros",
        title: "Detección de fraudes en tiempo real para una empresa de pagos y crédito al consumo",
        parts: ["Desafío", "Solución", "Resultados clave"],
      },
    },
  },
  "strategy-growth": {
    en: {
      title: "Strategy & Growth",
      breadcrumb: ["Breadcrumb", "Services"],
      sections: [
        "Focus areas",
        "Our framework",
        "What we deliver",
        "Our impact",
        "Success story",
        "Let's shape your next stage of growth",
      ],
      phases: { region: "Our framework", durations: ["4-6 weeks", "6-8 weeks", "4-6 weeks", "12+ months"] },
      story: {
        region: "Success story",
        industry: "Software as a service",
        title: "From Series A to two new markets in twelve months",
        parts: ["Challenge", "Solution", "Key results"],
      },
    },
    fr: {
      title: "Stratégie et croissance",
      breadcrumb: ["Fil d'Ariane", "Nos services"],
      sections: [
        "Nos axes d'intervention",
        "Notre démarche",
        "Nos prestations",
        "Notre impact",
        "Étude de cas",
        "Construisons votre prochaine étape de croissance",
      ],
      phases: {
        region: "Notre démarche",
        durations: ["4-6 semaines", "6-8 semaines", "4-6 semaines", "12+ mois"],
      },
      story: {
        region: "Étude de cas",
        industry: "Édition de logiciels",
        title: "De la série A à deux nouveaux marchés en douze mois",
        parts: ["Le défi", "Notre solution", "Résultats clés"],
      },
    },
  },
};

for (const [slug, byLang] of Object.entries(details)) {
  for (const [lang, copy] of Object.entries(byLang) as [Lang, DetailPage][]) {
    test(`service detail ${slug} (${lang}): breadcrumb, sections, phase durations, figures and story`, async ({
      page,
    }) => {
      await page.goto(localizePath(`/services/${slug}`, lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);

      const [breadcrumbLabel, servicesLabel] = copy.breadcrumb;
      const breadcrumb = page.getByRole("navigation", { name: breadcrumbLabel });
      await expect(breadcrumb.getByRole("link", { name: servicesLabel })).toHaveAttribute(
        "href",
        localizePath("/services", lang),
      );
      await expect(breadcrumb.getByRole("listitem").last()).toHaveText(copy.title);

      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(copy.sections);

      const phases = page.getByRole("region", { name: copy.phases.region }).getByRole("listitem");
      await expect(phases).toHaveCount(copy.phases.durations.length);
      for (const [index, duration] of copy.phases.durations.entries()) {
        await expect(phases.nth(index).getByText(duration, { exact: true })).toBeVisible();
      }

      if (copy.claims) {
        await expect(figures(page.getByRole("region", { name: copy.claims.region }))).toHaveText(
          copy.claims.values,
        );
      }

      const story = page.getByRole("region", { name: copy.story.region }).getByRole("article");
      await expect(story.getByText(copy.story.industry, { exact: true })).toBeVisible();
      await expect(story.getByRole("heading", { level: 3 })).toHaveText(copy.story.title);
      await expect(story.getByRole("heading", { level: 4 })).toHaveText(copy.story.parts);
      await expect(figures(story)).toHaveCount(3);
      if (copy.story.quote) {
        const [text, author] = copy.story.quote;
        await expect(story.locator("blockquote")).toHaveText(text);
        await expect(story.locator("figcaption")).toContainText(author);
      }
    });
  }
}

for (const lang of ["pt", "es", "fr"] as const) {
  test(`every link inside the service detail pages in ${lang} keeps the /${lang} prefix`, async ({
    page,
  }) => {
    for (const slug of Object.keys(details)) {
      await page.goto(localizePath(`/services/${slug}`, lang));
      const hrefs = await page
        .getByRole("main")
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs.length, slug).toBeGreaterThanOrEqual(3);
      for (const href of hrefs) expect(href, `${slug}: ${href}`).toMatch(new RegExp(`^/${lang}(/|$)`));
    }
  });
}

const caseStudies = {
  en: {
    stories: [
      ["Manufacturing", "Leaner operations across three plants", ["30%", "$4.2M", "45%"]],
      ["Financial services", "Loan decisions in days, not weeks", ["60%", "35%", "3x"]],
      ["Healthcare", "Fewer missed appointments, shorter waits", ["40%", "25%", "$1.6M"]],
    ],
    parts: ["Challenge", "Solution", "Key results"],
    insights: [
      "What we have learned",
      [
        "Fix the process before you automate it",
        "Start with a decision, not a model",
        "Adoption is the real finish line",
      ],
    ],
  },
  fr: {
    stories: [
      ["Industrie manufacturière", "Des opérations allégées dans trois usines", ["30 %", "4,2 M$", "45 %"]],
      ["Services financiers", "Des crédits accordés en quelques jours", ["60 %", "35 %", "3x"]],
      ["Santé", "Moins de rendez-vous manqués, moins d'attente", ["40 %", "25 %", "1,6 M$"]],
    ],
    parts: ["Le défi", "Notre solution", "Résultats clés"],
    insights: [
      "Ce que nous avons appris",
      [
        "Corriger le processus avant de l'automatiser",
        "Partir d'une décision, pas d'un modèle",
        "L'adoption, vraie ligne d'arrivée",
      ],
    ],
  },
} as const;

for (const lang of ["en", "fr"] as const) {
  test(`case studies (${lang}): three stories with challenge, solution and three key results, three insights`, async ({
    page,
  }) => {
    const copy = caseStudies[lang];
    await page.goto(localizePath("/case-studies", lang));
    const stories = page.getByRole("main").getByRole("article");
    await expect(stories).toHaveCount(3);
    for (const [index, [industry, title, values]] of copy.stories.entries()) {
      const story = stories.nth(index);
      await expect(story.getByText(industry, { exact: true })).toBeVisible();
      await expect(story.getByRole("heading", { level: 2 })).toHaveText(title);
      await expect(story.getByRole("heading", { level: 3 })).toHaveText([...copy.parts]);
      await expect(figures(story)).toHaveText([...values]);
    }
    const [insightsTitle, teasers] = copy.insights;
    const insights = page.getByRole("region", { name: insightsTitle });
    await expect(insights.getByRole("listitem")).toHaveCount(3);
    await expect(insights.getByRole("heading", { level: 3 })).toHaveText([...teasers]);
  });
}

const contact = {
  en: {
    title: "Let's Innovate Together",
    highlight: "Innovate",
    form: "Send us a message",
    requiredNote: "Fields marked with * are required.",
    fields: {
      name: ["Full name", "John Smith"],
      email: ["Email address", "john@company.com"],
      company: ["Company", "Your Company"],
      message: ["Message", "Tell us about your business challenges and goals..."],
    },
    info: "Contact information",
    offices: ["Florida, United States", "BC, Canada", "SP, Brazil"],
    expect: [
      "What to expect",
      [
        "Reply within 24 hours",
        "Free initial consultation",
        "Customized solution proposal",
        "No-obligation assessment",
      ],
    ],
  },
  es: {
    title: "Vamos a innovar juntos",
    highlight: "innovar",
    form: "Envíenos un mensaje",
    requiredNote: "Los campos marcados con * son obligatorios.",
    fields: {
      name: ["Nombre completo", "María González"],
      email: ["Correo electrónico", "maria@empresa.com"],
      company: ["Empresa", "Su empresa"],
      message: ["Mensaje", "Cuéntenos sobre los desafíos y objetivos de su negocio..."],
    },
    info: "Información de contacto",
    offices: ["Florida, Estados Unidos", "BC, Canadá", "SP, Brasil"],
    expect: [
      "Qué puede esperar",
      [
        "Respuesta en 24 horas",
        "Consulta inicial gratuita",
        "Propuesta de solución a la medida",
        "Evaluación sin compromiso",
      ],
    ],
  },
} as const;

for (const lang of ["en", "es"] as const) {
  test(`contact (${lang}): highlighted hero, the form's fields, email, phones, offices and what to expect`, async ({
    page,
  }) => {
    const copy = contact[lang];
    await page.goto(localizePath("/contact", lang));

    // The word for "Innovate" is its own element, in another colour than the rest of the title.
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toHaveText(copy.title);
    const highlight = title.getByText(copy.highlight, { exact: true });
    await expect(highlight).toBeVisible();
    const colors = await highlight.evaluate((element) => [
      getComputedStyle(element).color,
      getComputedStyle(element.parentElement!).color,
    ]);
    expect(colors[0]).not.toBe(colors[1]);

    const form = page.getByRole("region", { name: copy.form });
    await expect(form.getByText(copy.requiredNote)).toBeVisible();
    for (const [key, [label, placeholder]] of Object.entries(copy.fields)) {
      const field = form.getByLabel(label, { exact: false });
      await expect(field).toHaveAttribute("placeholder", placeholder);
      const required = key !== "company";
      // The asterisk the visitor sees beside the label, and the browser's own constraint.
      const labelText = form.locator("label").filter({ hasText: label });
      if (required) {
        await expect(labelText).toContainText("*");
        await expect(field).toHaveAttribute("required", "");
      } else {
        await expect(labelText).not.toContainText("*");
        await expect(field).not.toHaveAttribute("required");
      }
    }
    await expect(form.getByLabel(copy.fields.email[0])).toHaveAttribute("type", "email");
    const message = form.getByRole("textbox", { name: copy.fields.message[0] });
    await expect(message).toHaveAttribute("rows", "6");
    expect(await message.evaluate((element) => element.tagName)).toBe("TEXTAREA");

    const info = page.getByRole("region", { name: copy.info });
    await expect(info.getByRole("link", { name: "contact@innova-consulting.com" })).toHaveAttribute(
      "href",
      "mailto:contact@innova-consulting.com",
    );
    await expect(info.getByRole("link", { name: "+1 (407) 555-0100" }).first()).toHaveAttribute(
      "href",
      "tel:+14075550100",
    );
    const offices = info.getByRole("listitem");
    await expect(offices).toHaveCount(3);
    const expected = [
      ["Orlando", copy.offices[0], "+1 (407) 555-0100", "tel:+14075550100"],
      ["Vancouver", copy.offices[1], "+1 (604) 555-0100", "tel:+16045550100"],
      ["São Paulo", copy.offices[2], "+55 (11) 5555-0100", "tel:+551155550100"],
    ] as const;
    for (const [index, [city, region, phone, tel]] of expected.entries()) {
      await expect(offices.nth(index).getByText(city, { exact: true })).toBeVisible();
      await expect(offices.nth(index).getByText(region, { exact: true })).toBeVisible();
      await expect(offices.nth(index).getByRole("link", { name: phone })).toHaveAttribute("href", tel);
    }

    const [expectTitle, items] = copy.expect;
    const whatToExpect = page.getByRole("region", { name: expectTitle });
    await expect(whatToExpect.getByRole("heading", { level: 3 })).toHaveText([...items]);
  });
}
