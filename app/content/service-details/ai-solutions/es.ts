import type { Text } from "./neutral";

export default {
  meta: {
    title: "Soluciones de IA",
    description:
      "Analítica predictiva, procesamiento del lenguaje, visión por computadora y automatización inteligente, creados con sus datos y confiables en producción.",
  },
  intro: {
    eyebrow: "Nuestros servicios",
    title: "Soluciones de IA",
    subtitle:
      "Llevamos la IA a sus operaciones allí donde se paga: casos de uso elegidos por su valor, modelos entrenados con sus propios datos y sistemas que funcionan de manera confiable en producción.",
  },
  sections: [
    {
      title: "Nuestras capacidades",
      intro:
        "Seis capacidades que cubren la mayoría de los casos de uso de IA que vemos en empresas medianas.",
      items: [
        {
          title: "Analítica predictiva",
          text: "Pronósticos de demanda, de abandono de clientes y de mantenimiento que permiten planificar inventarios, personal y presupuestos con semanas de anticipación.",
        },
        {
          title: "Procesamiento del lenguaje natural",
          text: "Clasificación, extracción y resumen de correos electrónicos, contratos y solicitudes de soporte, incluidos asistentes basados en grandes modelos de lenguaje.",
        },
        {
          title: "Visión por computadora",
          text: "Inspección visual de calidad, lectura de documentos y monitoreo de seguridad a partir de cámaras e imágenes escaneadas.",
        },
        {
          title: "Automatización inteligente",
          text: "Aprendizaje automático combinado con automatización de flujos de trabajo para resolver decisiones rutinarias, con personas que revisan las excepciones.",
        },
        {
          title: "Motores de recomendación",
          text: "Recomendaciones personalizadas de productos, de contenidos y de la siguiente mejor acción que elevan la tasa de conversión y el valor promedio de los pedidos.",
        },
        {
          title: "Detección de fraudes y anomalías",
          text: "Puntuación en tiempo real de transacciones, reclamaciones y datos de sensores para detectar fraudes y fallas antes de que se conviertan en pérdidas.",
        },
      ],
    },
    {
      title: "Tecnologías",
      intro:
        "Herramientas de código abierto y en la nube, elegidas según su entorno y las habilidades de su equipo.",
      groups: [
        { label: "Lenguajes y bibliotecas" },
        { label: "Plataformas de IA en la nube" },
        { label: "Datos y MLOps" },
      ],
    },
    {
      title: "De la idea a la producción",
      intro:
        "Nuestras cuatro fases aplicadas a la IA: puede detenerse o cambiar de rumbo al final de cada una, antes de comprometer presupuestos mayores.",
      items: [
        {
          title: "Descubrir: diagnóstico de datos y casos de uso",
          duration: "2 a 3 semanas",
          text: "Priorizamos los casos de uso candidatos según su valor y viabilidad, auditamos los datos que los sustentan y acordamos las métricas de éxito.",
        },
        {
          title: "Diseñar: prueba de concepto",
          duration: "4 a 6 semanas",
          text: "Diseñamos un modelo funcional con sus propios datos y lo evaluamos según las métricas acordadas, con una recomendación clara de avanzar o detenerse.",
        },
        {
          title: "Desarrollar: modelos de producción e integración",
          duration: "8 a 16 semanas",
          text: "Modelos listos para producción, integrados en sus aplicaciones y flujos de trabajo, con seguridad, privacidad y explicabilidad desde el diseño.",
        },
        {
          title: "Desplegar: puesta en producción y MLOps",
          duration: "4 a 8 semanas",
          text: "Despliegue automatizado, monitoreo de la precisión y de las desviaciones, flujos automáticos de reentrenamiento y una transferencia ordenada a su equipo.",
        },
      ],
    },
    {
      title: "Resultados de nuestros clientes",
      intro: "Lo que nuestras soluciones de IA logran una vez en producción.",
      items: [
        { value: "25–35%", label: "de reducción de costos en los procesos que automatizamos" },
        { value: "60%", label: "menos tiempo dedicado al manejo manual de documentos" },
        { value: "20%", label: "menos error en los pronósticos de demanda" },
        { value: "×4", label: "más velocidad en la primera respuesta a los clientes" },
      ],
      basis:
        "45 soluciones de IA puestas en producción entre 2019 y 2025, medidas 12 meses después de la puesta en marcha frente a la línea base de cada cliente: la mitad central de los resultados para el costo y medianas para las demás cifras.",
    },
  ],
  story: {
    title: "Caso de éxito",
    story: {
      industry: "Servicios financieros",
      title: "Detección de fraudes en tiempo real para una empresa de pagos y crédito al consumo",
      description:
        "Una empresa de servicios financieros que procesa cuatro millones de transacciones con tarjeta al mes reemplazó sus controles de fraude basados en reglas por modelos de aprendizaje automático que asignan una puntuación de riesgo a cada transacción en tiempo real.",
      challenge:
        "Las pérdidas por fraude se habían duplicado en dos años, mientras que el motor de reglas marcaba tantos pagos legítimos que un equipo de 30 analistas no alcanzaba a revisarlos a tiempo. Las tarjetas bloqueadas por error se habían convertido en la principal causa de quejas de los clientes.",
      solution:
        "Reunimos datos de transacciones, dispositivos y comportamiento en un repositorio de variables en Databricks, entrenamos modelos de clasificación y de detección de anomalías y los desplegamos en Amazon SageMaker dentro del flujo de autorización de tarjetas. Los analistas cuentan ahora con una pantalla de revisión que explica cada alerta. El monitoreo de desviaciones activa el reentrenamiento cuando cambian los patrones de fraude, y cada versión del modelo queda registrada en MLflow.",
      change: {
        title: "Pérdidas por fraude, con el año anterior igual a 100",
        before: { label: "El año anterior", value: "100" },
        after: { label: "El primer año completo en producción", value: "58" },
      },
      results: [
        { value: "42%", label: "menos pérdidas por fraude en el primer año" },
        { value: "60%", label: "menos falsos positivos" },
        { value: "<50 ms", label: "para puntuar cada transacción en tiempo real" },
      ],
      basis:
        "Registros de fraude, alertas y quejas del cliente: el primer año completo en producción, frente al año anterior.",
    },
  },
  cta: {
    title: "Descubra dónde la IA le dará resultados",
    text: "Agende una consulta inicial gratuita. Respondemos en un plazo de 24 horas y podemos continuar con un diagnóstico sin compromiso de sus datos y casos de uso.",
    primary: "Agendar una consulta",
    secondary: "Ver casos de éxito",
  },
} satisfies Text;
