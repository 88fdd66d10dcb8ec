import type { Text } from "./neutral";

export default {
  meta: {
    title: "Transformación digital",
    description:
      "Migración a la nube, plataformas de datos y digitalización de procesos por etapas, para que cada paso de su transformación digital se pague solo.",
  },
  intro: {
    eyebrow: "Nuestros servicios",
    title: "Transformación digital",
    subtitle:
      "Modernizamos sus sistemas, sus datos y sus formas de trabajar en etapas que usted puede financiar, medir y asimilar, sin poner en riesgo la operación diaria.",
  },
  sections: [
    {
      title: "Dónde ayudamos",
      intro: "Seis áreas en las que se genera la mayor parte del valor de una transformación digital.",
      items: [
        {
          title: "Migración a la nube",
          text: "Diagnóstico de madurez para la nube, diseño del entorno base y migración por fases de sus cargas de trabajo a AWS, Azure o Google Cloud, con control de costos desde el primer día.",
        },
        {
          title: "Digitalización de procesos",
          text: "Formularios en papel, hojas de cálculo y aprobaciones por correo electrónico reemplazados por flujos digitales más rápidos, trazables y auditables.",
        },
        {
          title: "Experiencia del cliente",
          text: "Portales de autoservicio, experiencias móviles y una visión única de cada cliente que simplifican la relación con su empresa.",
        },
        {
          title: "Plataformas de datos",
          text: "Una plataforma central de datos, gobernada y con una capa de informes, para que cada decisión se base en la misma versión de las cifras.",
        },
        {
          title: "Modernización de sistemas heredados",
          text: "Reemplazo o reingeniería gradual de sistemas centrales obsoletos, mientras el negocio sigue funcionando con normalidad.",
        },
        {
          title: "Entorno de trabajo digital",
          text: "Herramientas de colaboración, intranet y administración de dispositivos para que los equipos de oficina, de campo y remotos trabajen como uno solo.",
        },
      ],
    },
    {
      title: "Tecnologías",
      intro:
        "Somos independientes de los proveedores y trabajamos sobre las plataformas que su empresa ya tiene. Estas son las que más implementamos.",
      groups: [
        { label: "Nube" },
        { label: "Datos y analítica" },
        { label: "Integración" },
        { label: "Colaboración y CRM" },
      ],
    },
    {
      title: "El camino de madurez digital",
      intro:
        "La mayoría de las organizaciones atraviesa cuatro etapas de madurez. Evaluamos dónde se encuentra hoy y planificamos la siguiente etapa, en lugar de un cambio total a cinco años, y llevamos a cabo cada etapa con las mismas cuatro fases, de Descubrir a Desplegar.",
      items: [
        {
          title: "Fundamentos",
          duration: "3 a 6 meses",
          text: "Un entorno seguro en la nube, gestión de identidades y las primeras cargas de trabajo migradas, con logros rápidos que generan confianza.",
        },
        {
          title: "Integración",
          duration: "6 a 9 meses",
          text: "Sistemas centrales conectados mediante API y eventos, una plataforma central de datos en funcionamiento y procesos clave digitalizados de principio a fin.",
        },
        {
          title: "Optimización",
          duration: "9 a 12 meses",
          text: "Flujos de alto volumen automatizados, analítica de autoservicio para los gerentes y un entorno en la nube ajustado en costo y rendimiento.",
        },
        {
          title: "Innovación a escala",
          duration: "Más de 12 meses",
          text: "Nuevos productos digitales, casos de uso de IA y servicios basados en datos, construidos sobre una plataforma que ya está preparada para ellos.",
        },
      ],
    },
  ],
  story: {
    title: "Caso de éxito",
    story: {
      industry: "Comercio minorista",
      title:
        "De las hojas de cálculo nocturnas a una sola plataforma en una cadena de tiendas especializadas",
      description:
        "Una cadena de tiendas especializadas con 85 sucursales y 2,000 empleados llevó sus operaciones a la nube y conectó tiendas, tienda en línea y proveedores en una sola plataforma de datos en 14 meses.",
      challenge:
        "Las tiendas, la tienda en línea y el almacén funcionaban con sistemas separados que se conciliaban a mano cada noche. Las cifras de inventario solían ser incorrectas, configurar una promoción tomaba tres semanas y el centro de datos propio estaba llegando al final de su vida útil.",
      solution:
        "Migramos las aplicaciones centrales a Azure en tres oleadas, conectamos el ERP, los sistemas de punto de venta y el comercio electrónico mediante MuleSoft y construimos una plataforma de datos en Databricks con tableros de Power BI para los gerentes de tienda y de categoría. Los procedimientos de las tiendas se digitalizaron en Microsoft 365 y el personal se capacitó región por región.",
      change: {
        title: "Registros de inventario que no coincidían con las existencias",
        before: { label: "El año anterior", value: "9%" },
        after: { label: "12 meses después de la última migración", value: "0.5%" },
      },
      results: [
        { value: "99.5%", label: "de exactitud del inventario, frente al 91% anterior" },
        { value: "35%", label: "menos costos de infraestructura" },
        { value: "4 días", label: "para lanzar una promoción, en lugar de tres semanas" },
      ],
      basis:
        "Medido por el cliente 12 meses después de la última oleada de migración, frente al año anterior al programa.",
      quote: {
        text: "Innova no nos vendió una gran visión. Organizó el trabajo para que cada trimestre entregara algo que nuestros gerentes de tienda realmente pudieran usar, y por eso el cambio se consolidó.",
        attribution: "Directora de operaciones de una cadena de tiendas especializadas con 85 sucursales",
      },
    },
  },
  cta: {
    title: "Planifique su próximo paso digital",
    text: "Cuéntenos dónde se encuentra hoy. Respondemos en un plazo de 24 horas, ofrecemos una consulta inicial gratuita y, si resulta útil, un diagnóstico de madurez sin compromiso.",
    primary: "Agendar una consulta",
    secondary: "Ver casos de éxito",
  },
} satisfies Text;
