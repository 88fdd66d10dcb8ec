import type { CaseStudiesText } from "./neutral";

export default {
  meta: {
    title: "Casos de éxito",
    description:
      "Vea cómo Innova ayudó a un fabricante, un banco regional y una red de clínicas a reducir costos, agilizar procesos y atender mejor a sus clientes, con resultados medidos.",
  },
  intro: {
    eyebrow: "Casos de éxito",
    title: "Resultados que nuestros clientes pueden medir",
    subtitle:
      "Tres proyectos recientes, cada uno con el problema que encontramos, lo que cambiamos y las cifras un año después. A petición de los clientes, no los identificamos; citamos a cada uno por su cargo, con su autorización.",
  },
  stories: [
    {
      size: "1,200 empleados",
      duration: "14 meses",
      industry: "Manufactura",
      title: "Operaciones más eficientes en tres plantas",
      description:
        "En un programa de 14 meses, un fabricante regional de componentes industriales con 1,200 empleados redujo en un 30% el costo anual de paradas no planificadas, desperdicio y horas extra en sus tres plantas, de US$14\u00a0millones a US$9.8\u00a0millones, sin recortar personal.",
      challenge:
        "Durante tres años, los costos de materiales y energía subieron más rápido que los precios, lo que redujo los márgenes al 4%. Cada planta tenía sus propias rutinas de programación y mantenimiento, y las paradas no planificadas representaban en promedio el 11% del tiempo de producción. Entre paradas, desperdicio y horas extra se iban US$14\u00a0millones al año, y la dirección no tenía una visión común de dónde se perdía el dinero.",
      solution:
        "Mapeamos el flujo de valor de cada planta y llevamos a cabo proyectos Lean Six Sigma sobre las diez mayores fuentes de desperdicio. Estandarizamos la planificación de la producción en el sistema SAP de la empresa, implementamos mantenimiento predictivo basado en sensores en las líneas críticas y dimos a los gerentes de planta un tablero diario de desempeño en Power BI.",
      change: {
        title: "Costo anual de paradas no planificadas, desperdicio y horas extra",
        before: { label: "Los 12 meses anteriores", value: "US$14\u00a0M" },
        after: { label: "Los 12 meses siguientes", value: "US$9.8\u00a0M" },
      },
      results: [
        { value: "30%", label: "menos costo por paradas, desperdicio y horas extra" },
        { value: "US$4.2\u00a0M", label: "de ahorro al año" },
        { value: "45%", label: "menos paradas no planificadas" },
      ],
      basis:
        "Medido por el área de finanzas del cliente en los 12 meses posteriores a la puesta en marcha de la última planta, frente a los 12 meses anteriores al programa.",
      quote: {
        text: "El equipo de Innova pasó más tiempo en nuestras plantas que en nuestras salas de reuniones. Los ahorros son reales y, un año después, nuestros supervisores siguen aplicando las rutinas por su cuenta.",
        attribution:
          "Director de operaciones de un fabricante de componentes industriales con 1,200 empleados",
      },
    },
    {
      size: "45 sucursales",
      duration: "10 meses",
      industry: "Servicios financieros",
      title: "Créditos aprobados en días, no en semanas",
      description:
        "Un banco regional con 45 sucursales digitalizó su proceso de crédito y empezó a usar IA para leer documentos, lo que redujo en un 60% el tiempo de aprobación.",
      challenge:
        "Un préstamo para pequeñas empresas tardaba en promedio 12 días hábiles en aprobarse, y el personal volvía a ingresar a mano datos de documentos escaneados en cuatro sistemas distintos. Los solicitantes se estaban yendo a competidores digitales y el área administrativa trabajaba horas extra para atender la demanda.",
      solution:
        "Rediseñamos de principio a fin el proceso de crédito y reemplazamos los formularios en papel por una solicitud en línea conectada al sistema bancario central mediante API. Un modelo de IA de procesamiento de documentos ahora extrae y verifica los datos de los estados financieros, y los analistas revisan solo los casos que el sistema marca como excepciones.",
      change: {
        title: "Promedio de días hábiles para aprobar un préstamo a pequeñas empresas",
        before: { label: "Los 12 meses anteriores", value: "12 días" },
        after: { label: "Los 12 meses después del lanzamiento", value: "4.8 días" },
      },
      results: [
        { value: "60%", label: "menos tiempo de aprobación de créditos" },
        { value: "35%", label: "menor costo de procesamiento por solicitud" },
        { value: "×3", label: "solicitudes atendidas por analista" },
      ],
      basis:
        "Datos del sistema de créditos del banco: los 12 meses posteriores al lanzamiento, frente a los 12 meses anteriores.",
      quote: {
        text: "Esperábamos un proyecto de tecnología. Lo que obtuvimos fue una nueva forma de trabajar, y hoy nuestros analistas dedican su tiempo al análisis de crédito y no al ingreso de datos.",
        attribution: "Directora de banca minorista de un banco regional con 45 sucursales",
      },
    },
    {
      size: "14 clínicas ambulatorias",
      duration: "12 meses",
      industry: "Salud",
      title: "Menos citas perdidas, esperas más cortas",
      description:
        "Una red de 14 clínicas ambulatorias usó analítica predictiva y una programación de citas más inteligente para recuperar capacidad perdida y dar a los pacientes un acceso más rápido a la atención.",
      challenge:
        "Casi una de cada cinco citas se perdía sin aviso, mientras los pacientes esperaban hasta seis semanas para ver a un especialista. Las citas se agendaban por teléfono en cada clínica, y las solicitudes de reembolso rechazadas por las aseguradoras le costaban a la red casi US$2 millones al año.",
      solution:
        "Desarrollamos un modelo de aprendizaje automático que predice el riesgo de inasistencia y activa recordatorios dirigidos y reglas para asignar citas adicionales. Centralizamos la agenda en una plataforma en la nube con reserva en línea e implementamos un sistema de análisis de las solicitudes de reembolso que detecta los errores de codificación, causa de la mayoría de los rechazos, antes del envío.",
      change: {
        title: "Citas perdidas, con el año anterior igual a 100",
        before: { label: "El año anterior", value: "100" },
        after: { label: "El primer año completo después del lanzamiento", value: "60" },
      },
      results: [
        { value: "40%", label: "menos citas perdidas" },
        { value: "25%", label: "menos tiempo de espera para los pacientes" },
        { value: "US$1.6\u00a0M", label: "al año que ya no se pierden por reembolsos rechazados" },
      ],
      basis:
        "Datos de los sistemas de agenda y facturación de la red: el primer año completo tras el lanzamiento, frente al año anterior.",
      quote: {
        text: "El modelo fue lo más fácil de explicar. Lo que me impresionó fue cómo Innova involucró a nuestros equipos de recepción, de modo que las nuevas reglas de agenda generaron confianza desde la primera semana.",
        attribution: "Directora ejecutiva de una red de 14 clínicas ambulatorias",
      },
    },
  ],
  insights: {
    title: "Lo que hemos aprendido",
    intro: "Patrones que vemos repetirse en más de 500 proyectos.",
    items: [
      {
        tag: "Operaciones",
        title: "Corrija el proceso antes de automatizarlo",
        text: "Automatizar un proceso deficiente solo produce errores más rápido. Los mayores ahorros que medimos provienen de simplificar primero el trabajo y luego automatizar lo que queda.",
      },
      {
        tag: "IA",
        title: "Empiece por una decisión, no por un modelo",
        text: "Los proyectos de IA que dan resultados se centran en una decisión de negocio con un responsable claro. Por lo general, es la calidad de los datos, y no la elección del algoritmo, la que define el plazo.",
      },
      {
        tag: "Cambio",
        title: "La adopción es la verdadera meta",
        text: "La puesta en marcha es un hito, no el objetivo. Cuando los supervisores de primera línea ayudan a diseñar la solución, las metas suelen alcanzarse meses antes.",
      },
    ],
  },
  cta: {
    title: "¿Y si su empresa fuera nuestro próximo caso de éxito?",
    text: "Cuéntenos su desafío. Le respondemos en un plazo de 24 horas y le ofrecemos un diagnóstico gratuito y sin compromiso de dónde están las mayores oportunidades.",
    primary: "Agendar una consulta",
    secondary: "Conocer nuestros servicios",
  },
} satisfies CaseStudiesText;
