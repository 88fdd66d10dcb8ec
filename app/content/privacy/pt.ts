import type { PrivacyContent } from "~/content/types";

const pt: PrivacyContent = {
  meta: {
    title: "Aviso de privacidade",
    description:
      "O que a {firm} coleta pelo site, por que, por quanto tempo, quem trata os dados e como acessar, corrigir ou excluir os seus.",
  },
  title: "Aviso de privacidade",
  intro:
    "Este aviso explica o que coletamos quando você nos escreve ou assina a nossa newsletter, por que, por quanto tempo guardamos esses dados e como exercer os seus direitos. Ele vale apenas para este site.",
  updated: "Atualizado em {date}",
  contents: "Nesta página",
  sections: [
    {
      id: "controller",
      heading: "Quem é responsável pelos seus dados",
      paragraphs: [
        "A {firm} é a controladora dos dados pessoais coletados por este site. Temos escritórios em Orlando, na Flórida (EUA), em Vancouver, na Colúmbia Britânica (Canadá), e em São Paulo (Brasil).",
        "Para qualquer dúvida sobre este aviso ou sobre os seus dados, escreva para {firmEmail}. O mesmo endereço chega à pessoa que atende as solicitações de privacidade.",
      ],
    },
    {
      id: "contact-form",
      heading: "O formulário de contato",
      paragraphs: [
        "Quando você envia o formulário de contato, guardamos o que você escreveu e o contexto necessário para responder:",
      ],
      items: [
        "seu nome, e-mail e mensagem, e sua empresa, se você informar;",
        "a página e o idioma de onde você escreveu, e o horário do envio.",
      ],
    },
    {
      id: "contact-purpose",
      heading: "Para que usamos a sua mensagem",
      paragraphs: [
        "Usamos esses dados apenas para atender à sua solicitação: um consultor recebe um aviso por e-mail e responde a você, e você recebe uma confirmação de que a mensagem chegou. Não incluímos você na newsletter nem em nenhuma outra lista.",
        "A base legal é a execução de procedimentos preliminares que você solicitou, antes de um possível contrato, e o nosso legítimo interesse em responder a quem nos procura (LGPD, art. 7º, incisos V e IX; GDPR, art. 6(1)(b) e (f)).",
      ],
    },
    {
      id: "newsletter",
      heading: "A newsletter",
      paragraphs: [
        "A nossa newsletter é um e-mail por mês com os nossos artigos mais recentes. Para assinar, você informa o seu e-mail e, se quiser, o seu nome, o seu sobrenome e os temas que lhe interessam. Registramos também a página e o idioma de onde você assinou, o horário e a versão do texto de consentimento que o formulário mostrou.",
        "Até que você confirme a assinatura pelo e-mail de confirmação, não enviamos mais nada. Quando você confirma, registramos quando, de qual página e em qual idioma, para poder comprovar o seu consentimento, como exige a lei antispam do Canadá (CASL). A base legal é o seu consentimento (LGPD, art. 7º, inciso I; GDPR, art. 6(1)(a)).",
        "Todo e-mail que enviamos traz um link para cancelar a assinatura com um clique. Você pode revogar o consentimento a qualquer momento, com a mesma facilidade com que o deu.",
      ],
    },
    {
      id: "retention",
      heading: "Por quanto tempo guardamos os dados",
      paragraphs: [],
      items: [
        "As mensagens de contato são excluídas automaticamente dois anos após o recebimento.",
        "As assinaturas nunca confirmadas são excluídas automaticamente após 30 dias.",
        "Os dados de um assinante confirmado são mantidos enquanto durar a assinatura.",
        "Quando você cancela a assinatura, mantemos o seu e-mail marcado como cancelado, com a data, apenas para nunca mais escrever para ele e para poder comprovar quando você revogou o consentimento. Você pode pedir a exclusão completa.",
      ],
    },
    {
      id: "processors",
      heading: "Quem trata os dados em nosso nome",
      paragraphs: [
        "Os seus dados ficam no servidor do nosso site e são tratados pelas pessoas da {firm} que respondem às solicitações. Dois tipos de fornecedores atuam como operadores, em nosso nome e segundo as nossas instruções: a empresa que hospeda o servidor e o serviço de envio de e-mails que entrega os nossos avisos, confirmações e a newsletter. Se usarmos uma ferramenta de gestão de relacionamento com clientes, ela recebe cada mensagem de contato para que possamos dar seguimento.",
        "Não vendemos os seus dados nem os usamos para publicidade. Eles podem ser tratados nos Estados Unidos, no Canadá e no Brasil, onde atuamos; quando a lei exige, os nossos fornecedores estão sujeitos a garantias contratuais.",
      ],
    },
    {
      id: "cookies",
      heading: "Sem cookies e sem rastreamento",
      paragraphs: [
        "Este site não grava cookies e não usa ferramentas de análise, rastreadores de publicidade nem scripts de terceiros; as fontes são servidas pelo nosso próprio servidor. A única informação guardada no seu navegador é o idioma que você escolheu, que nunca sai do seu dispositivo.",
        "Para proteger os formulários contra abusos, o servidor mantém o seu endereço IP na memória por alguns minutos. Ele não é armazenado com a sua mensagem nem com a sua assinatura.",
      ],
    },
    {
      id: "rights",
      heading: "Os seus direitos",
      paragraphs: ["Onde quer que você esteja, pode nos pedir, sem custo:"],
      items: [
        "a confirmação de que tratamos os seus dados e uma cópia deles (acesso);",
        "a correção de dados incompletos, inexatos ou desatualizados (correção);",
        "a exclusão dos seus dados (eliminação);",
        "o envio dos seus dados em formato legível por máquina (portabilidade);",
        "que deixemos de usar os seus dados para uma finalidade ou limitemos esse uso (oposição e limitação);",
        "a revogação do consentimento à newsletter a qualquer momento, pelo link de cada e-mail ou escrevendo para nós.",
      ],
    },
    {
      id: "exercise",
      heading: "Como exercer os seus direitos",
      paragraphs: [
        "Escreva para {firmEmail} a partir do e-mail em questão, para que possamos confirmar que o pedido é seu; se escrever de outro endereço, pediremos uma forma de verificar a sua identidade. Respondemos em até 15 dias.",
        "Esses direitos vêm do art. 18 da LGPD, dos artigos 15 a 21 do GDPR europeu e dos princípios de acesso e correção da PIPEDA, a lei canadense. Se não ficar satisfeito com a nossa resposta, você pode reclamar à autoridade de proteção de dados: no Brasil, a ANPD; na União Europeia, a autoridade de controle do seu país; no Canadá, o Office of the Privacy Commissioner of Canada.",
      ],
    },
    {
      id: "security",
      heading: "Segurança",
      paragraphs: [
        "O acesso aos dados armazenados é restrito às pessoas que respondem às solicitações. O site é servido por conexão criptografada, e os nossos e-mails são enviados por conexões criptografadas sempre que o servidor de e-mail de destino permite.",
      ],
    },
    {
      id: "children",
      heading: "Crianças e adolescentes",
      paragraphs: [
        "Este site é destinado a empresas e não se dirige a crianças nem a adolescentes. Não coletamos intencionalmente dados de menores de 16 anos.",
      ],
    },
    {
      id: "changes",
      heading: "Alterações neste aviso",
      paragraphs: [
        "A data no topo desta página indica a última alteração do aviso. Se um dia quisermos usar os dados dos assinantes da newsletter de outra forma, pediremos novamente o consentimento por e-mail.",
      ],
    },
  ],
};

export default pt;
