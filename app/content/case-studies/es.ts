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
      "Tres proyectos recientes, cada uno con el problema que encontramos, lo que cambiamos y las cifras un año después. Los nombres de los clientes se omiten por confidencialidad.",
  },
  stories: [
    {
      size: "1,200 empleados",
      duration: "14 meses",
      industry: "Manufactura",
      title: "Operaciones más eficientes en tres plantas",
      description:
        "Un fabricante regional de componentes industriales con 1,200 empleados redujo sus costos operativos en un 30% en 14 meses, sin recortar personal.",
      challenge:
        "Durante tres años, los costos de materiales y energía subieron más rápido que los precios, lo que redujo los márgenes al 4%. Cada planta tenía sus propias rutinas de programación y mantenimiento, las paradas no planificadas representaban en promedio el 11% del tiempo de producción y la dirección no tenía una visión común de dónde se perdía el dinero.",
      solution:
        "Mapeamos el flujo de valor de cada planta y llevamos a cabo proyectos Lean Six Sigma sobre las diez mayores fuentes de desperdicio. Estandarizamos la planificación de la producción en el sistema SAP de la empresa, implementamos mantenimiento predictivo basado en sensores en las líneas críticas y dimos a los gerentes de planta un tablero diario de desempeño en Power BI.",
      results: [
        { value: "30%", label: "menos costos operativos" },
        { value: "US$4.2 M", label: "de ahorro anual" },
        { value: "45%", label: "menos paradas no planificadas" },
      ],
      quote: {
        text: "El equipo de Innova pasó más tiempo en nuestras plantas que en nuestras salas de reuniones. Los ahorros son reales y, un año después, nuestros supervisores siguen aplicando las rutinas por su cuenta.",
        role: "Director de operaciones",
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
      results: [
        { value: "60%", label: "menos tiempo de aprobación de créditos" },
        { value: "35%", label: "menor costo de procesamiento por solicitud" },
        { value: "×3", label: "solicitudes atendidas por analista" },
      ],
      quote: {
        text: "Esperábamos un proyecto de tecnología. Lo que obtuvimos fue una nueva forma de trabajar, y hoy nuestros analistas dedican su tiempo al análisis de crédito y no al ingreso de datos.",
        role: "Directora de banca minorista",
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
        "Desarrollamos un modelo de aprendizaje automático que predice el riesgo de inasistencia y activa recordatorios dirigidos y reglas para asignar citas adicionales. Centralizamos la agenda en una plataforma en la nube con reserva en línea e implementamos un sistema de análisis de las solicitudes de reembolso que detecta errores de codificación antes del envío.",
      results: [
        { value: "40%", label: "menos citas perdidas" },
        { value: "25%", label: "menos tiempo de espera para los pacientes" },
        { value: "US$1.6 M", label: "en reembolsos recuperados cada año" },
      ],
      quote: {
        text: "El modelo fue lo más fácil de explicar. Lo que me impresionó fue cómo Innova involucró a nuestros equipos de recepción, de modo que las nuevas reglas de agenda generaron confianza desde la primera semana.",
        role: "Directora ejecutiva",
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
    primary: "Ponerse en contacto",
    secondary: "Conocer nuestros servicios",
  },
} satisfies CaseStudiesText;
