import type { PrivacyText } from "./neutral";

const pt: PrivacyText = {
  meta: {
    title: "Aviso de privacidade",
    description:
      "O que a {firm} coleta pelo site, para quê, por quanto tempo, quem trata os dados e onde, e como acessar, corrigir ou eliminar seus dados.",
  },
  title: "Aviso de privacidade",
  intro:
    "Este aviso explica o que coletamos quando você nos escreve ou assina nossa newsletter, para quê, por quanto tempo guardamos esses dados, quem os trata e onde, e como exercer seus direitos de titular. Ele vale apenas para este site.",
  updated: "Atualizado em {date}",
  contents: "Nesta página",
  sections: [
    {
      heading: "Quem é responsável pelos seus dados",
      paragraphs: [
        "A controladora dos dados pessoais coletados por este site é a {legalName}, com sede em {address}. A {firm} tem escritórios em {offices}.",
        "Para dúvidas sobre este aviso ou sobre seus dados, escreva para {dpoEmail}. Para outros assuntos, nosso e-mail geral é {firmEmail}.",
      ],
    },
    {
      heading: "Encarregado pelo tratamento de dados pessoais",
      paragraphs: [
        "Nosso encarregado pelo tratamento de dados pessoais (DPO) é {dpo}, que atende pelo e-mail {dpoEmail}. {dpo} recebe suas solicitações e reclamações sobre seus dados, presta esclarecimentos e se comunica com a ANPD (LGPD, art. 41, § 2º). Você também pode escrever pelo correio para o endereço acima, aos cuidados do encarregado.",
      ],
    },
    {
      heading: "O formulário de contato",
      paragraphs: [
        "Quando você envia o formulário de contato, guardamos o que você escreveu e o contexto necessário para responder:",
      ],
      items: [
        "seu nome, e-mail e mensagem e, se você informar, sua empresa;",
        "a página de onde você escreveu, o idioma usado e o horário do envio.",
      ],
    },
    {
      heading: "Para que usamos sua mensagem",
      paragraphs: [
        "Usamos esses dados apenas para atender à sua solicitação: um consultor recebe um aviso por e-mail e responde a você, e você recebe uma confirmação de que a mensagem chegou. Não incluímos seu e-mail na newsletter nem em nenhuma outra lista.",
        "Nome, e-mail e mensagem são obrigatórios, porque sem eles não conseguimos responder; a empresa é opcional.",
        "As bases legais são a execução de procedimentos preliminares relacionados a um possível contrato, a seu pedido, e nosso legítimo interesse em responder a quem nos procura (LGPD, art. 7º, incisos V e IX; GDPR, art. 6(1)(b) e (f)).",
      ],
    },
    {
      heading: "A newsletter",
      paragraphs: [
        "Nossa newsletter é um e-mail por mês com nossos artigos mais recentes. Para assinar, você informa seu e-mail e, se quiser, nome, sobrenome e temas de interesse. Registramos também a página de onde você assinou, o idioma usado, o horário e a versão do texto de consentimento que o formulário mostrou.",
        "Até você clicar no link do e-mail de confirmação, não enviamos mais nada. Quando você confirma, registramos a data e o horário, a página e o idioma da confirmação, para poder comprovar seu consentimento, como exige a lei antispam do Canadá (CASL). A base legal é seu consentimento (LGPD, art. 7º, inciso I; GDPR, art. 6(1)(a)).",
        "A assinatura é opcional: se você não der seu consentimento, apenas não recebe a newsletter, e o resto do site funciona da mesma forma. Todo e-mail da newsletter, inclusive o de confirmação, traz um link para cancelar a assinatura com um clique, e você pode revogar o consentimento a qualquer momento, com a mesma facilidade com que o deu.",
        "Guardamos o registro de cada edição que enviamos a você e de quando ela saiu. Se o seu servidor de e-mail recusar nossas mensagens de forma definitiva, registramos a data e não enviamos mais edições, a menos que você confirme uma nova assinatura.",
      ],
    },
    {
      heading: "Por quanto tempo guardamos os dados",
      paragraphs: [],
      items: [
        "As mensagens de contato são eliminadas automaticamente dois anos após o recebimento.",
        "As assinaturas nunca confirmadas são eliminadas automaticamente após 30 dias.",
        "Os dados de um assinante confirmado são mantidos enquanto durar a assinatura.",
        "Quando você cancela a assinatura, mantemos seu e-mail, marcado como cancelado e com a data, apenas para nunca mais escrever para ele e para comprovar a revogação do consentimento, com base no nosso legítimo interesse (LGPD, art. 7º, inciso IX; GDPR, art. 6(1)(f)). Você pode pedir a eliminação completa.",
        "As estatísticas de visitas são totais diários, apagados após 13 meses; a chave diária usada para contar visitantes é apagada 48 horas após o início do seu dia.",
      ],
    },
    {
      heading: "Quem trata os dados em nosso nome",
      paragraphs: [
        "Seus dados ficam no servidor do nosso site e só são lidos pelas pessoas da {firm} que respondem às solicitações. Não vendemos seus dados, não os usamos para publicidade e não os compartilhamos com ninguém além das empresas abaixo, salvo por obrigação legal. Essas empresas são nossos operadores: tratam os dados em nosso nome, por contrato e segundo nossas instruções.",
      ],
    },
    {
      heading: "Transferência internacional de dados",
      paragraphs: [
        "Seus dados ficam armazenados no servidor hospedado pela {host} ({hostCountry}) e passam pelos operadores listados acima, cada um no país indicado. As pessoas que respondem às solicitações podem consultá-los de qualquer um dos nossos escritórios. Dados tratados em outro país ficam sujeitos às leis desse país, cujos tribunais e autoridades podem ter acesso a eles.",
        "Quando esse envio configura transferência internacional de dados (LGPD, art. 33; GDPR, art. 44), ele se ampara em:",
      ],
    },
    {
      heading: "Sem cookies e sem rastreamento",
      paragraphs: [
        "Este site não utiliza cookies, scripts de análise, rastreadores de publicidade nem scripts de terceiros (as visitas são contadas no nosso próprio servidor, como descrito abaixo); as fontes são carregadas do nosso próprio servidor. Ele guarda algumas informações no seu navegador, que nunca saem do seu dispositivo: o idioma escolhido, se você fechou a sugestão de ler o site no seu idioma, os artigos que você salvou na sua lista de leitura e, até você fechar a aba, o registro de que a fonte já foi baixada.",
        "Para proteger os formulários contra abusos, o servidor conta quantas vezes cada endereço IP os envia em dez minutos, com base no nosso legítimo interesse em manter o site seguro (LGPD, art. 7º, inciso IX; GDPR, art. 6(1)(f)). Esse endereço fica separado da sua mensagem e da sua assinatura e não é usado para mais nada.",
      ],
    },
    {
      heading: "Estatísticas de visitas",
      paragraphs: [
        "Para saber quais páginas e idiomas são úteis, nosso servidor conta as visitas a partir das requisições que o seu navegador já faz para ler uma página. Nenhum script, cookie ou identificador é colocado no seu dispositivo, e nada é lido dele.",
        "Para cada dia, guardamos apenas totais: visualizações por página e idioma, o número de visitantes diferentes, a origem das visitas (uma marcação de campanha no link, como utm_source, o nome do site ou do buscador que nos indicou, ou uma visita direta), o idioma preferido do seu navegador e os endereços do nosso site que não existem. Não guardamos o seu endereço IP, o endereço completo da página de onde você veio nem o restante do link.",
        "Para contar cada visitante uma vez por dia, o servidor calcula um código irreversível (HMAC-SHA256) a partir do seu endereço IP e do agente de usuário do seu navegador, com uma chave aleatória sorteada para aquele dia. A chave é apagada 48 horas após o início do seu dia, junto com os códigos daquele dia; depois disso, ninguém, nem mesmo nós, consegue associar os números a um dispositivo ou a uma pessoa.",
        "Se o seu navegador envia o sinal Global Privacy Control (Sec-GPC), suas visualizações são contadas, mas nenhum código é calculado para você e você nunca é contado como visitante.",
        "Quando você envia uma mensagem ou assina a newsletter, registramos junto a origem da sua visita naquele dia (por exemplo, “linkedin” ou “google”), para saber quais páginas e campanhas geram conversas.",
        "Os totais diários são apagados automaticamente após 13 meses (395 dias). Essa contagem se baseia no nosso legítimo interesse em entender como o site é usado (LGPD, art. 7º, inciso IX; GDPR, art. 6(1)(f)); você pode se opor a ela a qualquer momento ativando o Global Privacy Control no seu navegador ou escrevendo para nós.",
      ],
    },
    {
      heading: "Seus direitos como titular",
      paragraphs: [
        "Como titular dos dados, onde quer que você esteja, você tem direito a obter de nós, a qualquer momento, sem custo e mediante requisição:",
      ],
      items: [
        "a confirmação da existência de tratamento dos seus dados;",
        "o acesso aos dados, com uma cópia deles;",
        "a correção de dados incompletos, inexatos ou desatualizados;",
        "a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD;",
        "a portabilidade dos dados a outro fornecedor de serviço ou produto, em formato legível por máquina;",
        "a eliminação dos dados tratados com seu consentimento;",
        "a informação das entidades públicas e privadas com as quais compartilhamos seus dados: apenas os operadores listados acima;",
        "a informação sobre a possibilidade de não fornecer consentimento e sobre as consequências da negativa: sem consentimento, você apenas não recebe a newsletter;",
        "a revogação do consentimento, pelo link de cada e-mail da newsletter ou escrevendo para nós.",
      ],
      after: [
        "Você também pode se opor a um tratamento feito com base em outra hipótese legal, em caso de descumprimento da LGPD (art. 18, § 2º), e pedir a revisão de decisões tomadas unicamente com base em tratamento automatizado (art. 20); não tomamos decisões desse tipo.",
        "Se o GDPR europeu se aplicar a você, você tem ainda o direito à limitação do tratamento e o direito de oposição previstos nos artigos 18 e 21 desse regulamento.",
      ],
    },
    {
      heading: "Como exercer seus direitos",
      paragraphs: [
        "Escreva para {dpoEmail} a partir do e-mail em questão, para que possamos confirmar que o pedido é seu; se escrever de outro endereço, pediremos uma forma de confirmar sua identidade. Respondemos em até 15 dias.",
        "Esses direitos vêm do art. 18 da LGPD, dos artigos 15 a 22 do GDPR europeu e dos princípios de acesso e correção da PIPEDA, a lei canadense. Se não ficar satisfeito com nossa resposta, você pode apresentar reclamação (peticionar) à autoridade de proteção de dados: no Brasil, à ANPD (LGPD, art. 18, § 1º); na União Europeia, à autoridade de controle do seu país; no Canadá, ao Comissariado de Privacidade do Canadá (Office of the Privacy Commissioner of Canada).",
      ],
    },
    {
      heading: "Segurança",
      paragraphs: [
        "O acesso aos dados armazenados é restrito às pessoas que respondem às solicitações. O site usa conexão criptografada (HTTPS), e nossos e-mails são enviados por conexões criptografadas sempre que o servidor de e-mail de destino permite.",
      ],
    },
    {
      heading: "Crianças e adolescentes",
      paragraphs: [
        "Este site é destinado a empresas e não se dirige a crianças nem a adolescentes. Não coletamos intencionalmente dados de menores de 16 anos.",
      ],
    },
    {
      heading: "Alterações neste aviso",
      paragraphs: [
        "A data no topo desta página indica a última alteração do aviso. Se um dia quisermos usar os dados dos assinantes da newsletter de outra forma, pediremos novamente o consentimento por e-mail.",
      ],
    },
  ],
  terms: {
    processor: "{service}: {name} ({country}).",
    services: {
      hosting: "Hospedagem do servidor do site e do banco de dados",
      email: "Envio dos nossos e-mails (avisos aos consultores, confirmações de recebimento e a newsletter)",
      crm: "Ferramenta de gestão de relacionamento com clientes (CRM), que recebe cada mensagem de contato para que possamos dar seguimento",
    },
    transfer: "{country}, para dados coletados {from}: {basis}.",
    from: { lgpd: "no Brasil", gdpr: "no Espaço Econômico Europeu" },
    bases: {
      lgpd: {
        adequacy: "decisão de adequação da ANPD (LGPD, art. 33, inciso I)",
        "standard-clauses":
          "cláusulas-padrão contratuais aprovadas pela ANPD (LGPD, art. 33, inciso II, alínea b; Resolução CD/ANPD nº 19/2024)",
      },
      gdpr: {
        adequacy: "decisão de adequação da Comissão Europeia (GDPR, art. 45)",
        "standard-clauses":
          "cláusulas contratuais-padrão adotadas pela Comissão Europeia (GDPR, art. 46(2)(c))",
      },
    },
    lawOrder: ["lgpd", "gdpr"],
  },
};

export default pt;
