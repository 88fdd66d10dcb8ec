import type { NewsletterPagesContent } from "~/content/types";

const es: NewsletterPagesContent = {
  confirm: {
    meta: {
      title: "Confirme su suscripción",
      description:
        "Confirme su suscripción al boletín de Innova Consulting: aproximadamente un correo al mes con nuestros artículos más recientes sobre IA, operaciones y transformación digital.",
    },
    ask: {
      title: "Confirme su suscripción",
      text: "Usted pidió recibir nuestro boletín: aproximadamente un correo al mes con nuestros artículos más recientes. Haga clic en el botón para confirmar. Puede darse de baja cuando quiera, con el enlace de cualquiera de nuestros correos.",
      button: "Confirmar mi suscripción",
    },
    done: {
      title: "Suscripción confirmada",
      text: "Gracias. Recibirá nuestro próximo boletín en esta dirección. Cada correo incluye un enlace para darse de baja con un clic.",
    },
    expired: {
      title: "Este enlace venció",
      text: "Los enlaces de confirmación son válidos durante siete días. Suscríbase de nuevo desde nuestro sitio web y le enviaremos uno nuevo.",
    },
    invalid: {
      title: "Este enlace no es válido",
      text: "Es posible que ya se haya usado o que se haya copiado de forma incompleta. Si aún desea recibir nuestro boletín, suscríbase de nuevo desde nuestro sitio web.",
    },
  },
  unsubscribe: {
    meta: {
      title: "Darse de baja",
      description: "Dese de baja del boletín de Innova Consulting con un clic.",
    },
    ask: {
      title: "Darse de baja del boletín",
      text: "Haga clic en el botón y dejaremos de enviarle el boletín de inmediato.",
      button: "Darse de baja",
    },
    done: {
      title: "Baja confirmada",
      text: "Ya no le enviaremos el boletín. Si fue un error, puede suscribirse de nuevo cuando quiera.",
    },
    invalid: {
      title: "Este enlace no es válido",
      text: "Es posible que se haya copiado de forma incompleta. Para darse de baja, use el enlace al final de cualquiera de nuestros correos o escríbanos.",
    },
    resubscribe: "Suscribirse de nuevo",
  },
  backHome: "Volver al inicio",
};

export default es;
