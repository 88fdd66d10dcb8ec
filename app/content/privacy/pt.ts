import type { PrivacyText } from "./neutral";

const pt: PrivacyText = {
  meta: {
    title: "Aviso de privacidade",
    description:
      "O que a {firm} coleta pelo site, para quê, por quanto tempo, quem trata os dados e onde, e como acessar, corrigir ou eliminar seus dados, onde quer que você esteja.",
  },
  title: "Aviso de privacidade",
  intro:
    "Este aviso explica o que coletamos quando você visita este site, nos escreve, agenda uma conversa ou assina nossa newsletter: para quê, por quanto tempo guardamos esses dados, quem os trata e onde, e como exercer seus direitos de titular. Uma seção perto do fim indica o que a lei do lugar onde você está acrescenta. Ele vale apenas para este site.",
  updated: "Atualizado em {date}",
  contents: "Nesta página",
  sections: [
    {
      heading: "Quem é responsável pelos seus dados",
      paragraphs: [
        "A controladora dos dados pessoais coletados por este site é a {legalName}, com sede em {address}, telefone {phone}. A {firm} tem escritórios em {offices}, e todos os profissionais desses escritórios são contratados pela {legalName}.",
        "Para dúvidas sobre este aviso ou sobre seus dados, procure nosso encarregado, indicado abaixo. Para outros assuntos, escreva para {firmEmail}.",
      ],
    },
    {
      heading: "Encarregado pelo tratamento de dados pessoais",
      paragraphs: [
        "A função de encarregado pelo tratamento de dados pessoais (DPO) é exercida por {dpo}, que atende pelo e-mail {dpoEmail}. Cabe ao encarregado receber suas solicitações e reclamações sobre seus dados, prestar esclarecimentos e se comunicar com a ANPD (LGPD, art. 41, § 2º); no Quebec, ele é também a pessoa responsável pela proteção das informações pessoais. Você também pode escrever pelo correio para o endereço acima, aos cuidados do encarregado.",
      ],
    },
    {
      heading: "Nossos representantes na Europa",
      paragraphs: [
        "A {legalName} não tem estabelecimento na União Europeia nem no Reino Unido. O GDPR europeu e o UK GDPR britânico (art. 27 de cada um) exigem que uma empresa nessa situação indique um representante nesses territórios, a quem você e as autoridades podem se dirigir em vez de nós:",
      ],
    },
    {
      heading: "O formulário de contato",
      paragraphs: [
        "Quando você envia o formulário de contato, guardamos o que você escreveu e o contexto necessário para responder:",
      ],
      items: [
        "seu nome, e-mail e mensagem e, se você informar, sua empresa;",
        "a página de onde você escreveu, o idioma usado e o horário do envio;",
        "como você nos conheceu, se responder a essa pergunta opcional.",
      ],
      after: [
        "Não registramos com sua mensagem de onde veio sua visita. Separadamente da sua mensagem, o servidor também conta quantos formulários são enviados a partir do seu endereço IP, para evitar abusos (veja Sem cookies e sem rastreadores de terceiros).",
      ],
    },
    {
      heading: "Para que usamos sua mensagem",
      paragraphs: ["Usamos esses dados para três finalidades, cada uma com sua base legal:"],
      items: [
        "Para atender à sua solicitação: um consultor recebe um aviso por e-mail e responde a você, e você recebe uma confirmação de que a mensagem chegou. A base legal é nosso legítimo interesse em responder e dar seguimento às consultas sobre nossos serviços (LGPD, art. 7º, inciso IX; GDPR, art. 6(1)(f)); se você nos escreve sobre um projeto para você mesmo (por exemplo, como profissional autônomo), é a execução de procedimentos preliminares relacionados a um contrato, a seu pedido (LGPD, art. 7º, inciso V; GDPR, art. 6(1)(b)).",
        "Para dar seguimento ao contato: guardamos sua mensagem e nossa resposta, pelo prazo indicado abaixo, para poder retomar a conversa e saber o que foi dito. {crmFollowUp}A base legal é nosso legítimo interesse em acompanhar os contatos que recebemos (LGPD, art. 7º, inciso IX; GDPR, art. 6(1)(f)).",
        "Para saber quais páginas geram contatos e como as pessoas nos conhecem: a página e o idioma da sua mensagem entram, junto com os de todos os outros visitantes, em totais semanais que não identificam ninguém, e sua resposta a “Como você nos conheceu?”, se você a deu, nos mostra quais dos nossos canais funcionam. A base legal é nosso legítimo interesse em saber o que torna o site útil (LGPD, art. 7º, inciso IX; GDPR, art. 6(1)(f)).",
      ],
      after: [
        "Não incluímos seu e-mail na newsletter nem em nenhuma outra lista, e não usamos sua mensagem para mais nada.",
        "Nome, e-mail e mensagem são obrigatórios, porque sem eles não conseguimos responder; a empresa e como você nos conheceu são opcionais.",
      ],
    },
    {
      heading: "A newsletter",
      paragraphs: [
        "Nossa newsletter traz nossos artigos mais recentes, em cerca de um e-mail por mês. Para assinar, você informa seu e-mail e, se quiser, nome, sobrenome e temas de interesse. Registramos também a página de onde você assinou, o idioma usado, o horário e a versão do texto de consentimento que o formulário mostrou.",
        "Até você clicar no link do e-mail de confirmação, não enviamos mais nada. Quando você confirma, registramos quando o fez, com a página, o idioma e o texto de consentimento da sua solicitação. Guardamos esse registro para comprovar seu consentimento, ônus que a LGPD atribui ao controlador (art. 8º, § 2º) e que o GDPR europeu (art. 7(1)) e a lei antispam do Canadá (CASL) também impõem.",
        "Usamos seu e-mail para enviar a newsletter, com base no seu consentimento (LGPD, art. 7º, inciso I; GDPR, art. 6(1)(a)). A página e o idioma da sua assinatura entram, junto com os de todos os outros assinantes, em totais semanais das páginas que geram assinaturas, com base no nosso legítimo interesse (LGPD, art. 7º, inciso IX; GDPR, art. 6(1)(f)).",
        "A assinatura é opcional: se você não der seu consentimento, apenas não recebe a newsletter, e o resto do site funciona da mesma forma. Todo e-mail da newsletter, inclusive o de confirmação, traz um link para cancelar a assinatura com um clique, e você pode revogar o consentimento a qualquer momento, com a mesma facilidade com que o deu.",
        "Guardamos o registro de cada edição que enviamos a você e da data de envio. Se seu servidor de e-mail recusar nossas mensagens de forma definitiva, registramos a data e não enviamos mais edições, a menos que você confirme uma nova assinatura.",
      ],
    },
    {
      heading: "O agendamento de uma conversa",
      paragraphs: [
        "Quando você agenda uma conversa, guardamos seu nome, seu e-mail e, se você os informar, sua empresa, sua mensagem e seu telefone; o horário escolhido, seu fuso horário, o idioma e a página de onde agendou; e o consultor com quem você vai falar. Não registramos com o agendamento de onde veio sua visita.",
        "Usamos esses dados para marcar e realizar a conversa: o consultor e nossa equipe recebem um aviso por e-mail, e você recebe por e-mail um convite para a sua agenda, com um lembrete na véspera quando agenda com mais antecedência. {calendarSync}A conversa é por videochamada ou, se você informar um telefone, por telefone. Se você cancelar ou escolher outro horário, os convites são atualizados da mesma forma.",
        "A base legal é nosso legítimo interesse em responder e dar seguimento aos pedidos sobre nossos serviços (LGPD, art. 7º, inciso IX; GDPR, art. 6(1)(f)); se você agenda uma conversa sobre um projeto para você mesmo (por exemplo, como profissional autônomo), é a execução de procedimentos preliminares relacionados a um contrato, a seu pedido (LGPD, art. 7º, inciso V; GDPR, art. 6(1)(b)). Nome, e-mail e horário são obrigatórios, porque sem eles não conseguimos realizar a conversa; o resto é opcional.",
      ],
    },
    {
      heading: "Por quanto tempo guardamos os dados",
      paragraphs: [],
      items: [
        "As mensagens de contato, com sua resposta sobre como nos conheceu, são eliminadas automaticamente {contactRetention} após o recebimento, junto com nosso registro dos e-mails referentes a elas.",
        "Os agendamentos são eliminados automaticamente {contactRetention} após a conversa.",
        "Em nossas caixas de e-mail, o aviso da sua mensagem e nossa correspondência com você são eliminados após {mailboxRetention}. Se a conversa resultar em um projeto, passam a integrar os registros dele e são guardados pelo prazo que a lei exige para esses registros.",
        "As solicitações de assinatura, com a página e o idioma que registram, e as assinaturas nunca confirmadas são eliminadas automaticamente após {requestRetention}.",
        "Os dados de um assinante confirmado e a comprovação do consentimento são mantidos enquanto durar a assinatura.",
        "Nosso registro de cada e-mail que enviamos a você sobre sua assinatura (a confirmação, cada edição da newsletter) é eliminado automaticamente {requestRetention} após o envio.",
        "Se seu servidor de e-mail recusou nossas mensagens de forma definitiva, a data dessa recusa fica registrada na sua assinatura até você confirmar uma nova ou pedir a eliminação.",
        "Quando você cancela a assinatura, eliminamos seu nome, seus temas e suas solicitações de assinatura. Mantemos seu e-mail, a data do cancelamento e o registro do seu consentimento (quando você pediu e confirmou a assinatura, a página e o idioma da solicitação e a versão do texto de consentimento) por {unsubscribedRetention} após o cancelamento, para não voltar a escrever para você por engano e para comprovar que tínhamos seu consentimento e respeitamos a revogação; depois, eles são eliminados automaticamente. A base legal é nosso legítimo interesse (LGPD, art. 7º, inciso IX; GDPR, art. 6(1)(f)). Você pode pedir a eliminação antes disso.",
        "O endereço IP contado para proteger os formulários é eliminado em até {rateLimitKept}.",
        "As estatísticas de visitas são totais diários, eliminados após {analyticsMonths}. A chave e os códigos de visitante de cada dia, com as páginas e os idiomas vistos sob cada código e a origem de cada visita, são eliminados {analyticsKeyHours} após o início do dia a que se referem, estejam as visitas ainda sendo contadas ou não.",
        "A contagem diária de visualizações e visitantes por endereço IP, que impede uma única rede de inflar as estatísticas, existe apenas na memória do servidor e é descartada quando começa a contagem do dia seguinte.",
        "O registro de eventos (logs) do servidor e o do proxy (veja Registro de eventos do servidor) são eliminados após {serverLogRetention}.",
        "As cópias de segurança (backups) do nosso banco de dados são eliminadas após {backupRetention} e não incluem as chaves diárias nem os códigos de visitante das estatísticas. Um registro eliminado hoje pode permanecer em uma cópia de segurança até lá, mas nunca volta a ser usado: se um dia restaurarmos uma cópia, aplicamos antes, de novo, todas as eliminações.",
        "{crmRetention}",
      ],
    },
    {
      heading: "Quem trata os dados em nosso nome",
      paragraphs: [
        "Seus dados ficam no servidor do nosso site e só são lidos pelas pessoas da {firm} que respondem às solicitações. Não vendemos seus dados, não os usamos para publicidade e não os compartilhamos com ninguém além das empresas abaixo, salvo por obrigação legal. Essas empresas são nossos operadores: tratam os dados em nosso nome, por contrato e segundo nossas instruções.",
      ],
      after: ["{representativesRecipients}"],
    },
    {
      heading: "Transferência internacional de dados",
      paragraphs: [
        "Seus dados ficam armazenados em um servidor hospedado pela {host} ({hostCountry}) e passam pelos operadores listados acima, cada um no país indicado. As pessoas que respondem às solicitações podem consultá-los de qualquer um dos nossos escritórios. Dados tratados em outro país ficam sujeitos às leis desse país, cujos tribunais e autoridades podem ter acesso a eles.",
        "Quando a lei que protege seus dados considera isso uma transferência internacional, ela se ampara em:",
      ],
      after: [
        "Em resumo, a transferência se dá assim: seus dados chegam a estes países ({transferCountries}) pelos operadores listados acima, para o serviço indicado ao lado de cada um (forma); apenas para as finalidades descritas neste aviso (finalidade); pelos prazos indicados em Por quanto tempo guardamos os dados (duração); e protegidos pelas garantias acima, pelos contratos com os operadores, que respondem por tratar os dados segundo nossas instruções, e pelas medidas descritas em Segurança.",
        "Você pode pedir ao nosso encarregado, pelo e-mail {dpoEmail}, a íntegra das cláusulas usadas nessas transferências (Regulamento aprovado pela Resolução CD/ANPD nº 19/2024, art. 17; GDPR, art. 13(1)(f)). Nós as enviamos completas, retirando apenas os termos comerciais confidenciais.",
      ],
    },
    {
      heading: "Sem cookies e sem rastreadores de terceiros",
      paragraphs: [
        "Este site não utiliza cookies, scripts de análise, rastreadores de publicidade nem scripts de terceiros (as visitas são contadas no nosso próprio servidor, como descrito abaixo); as fontes são carregadas do nosso próprio servidor. Ele guarda algumas informações no seu navegador, que nunca saem do seu dispositivo: o idioma escolhido, se você fechou a sugestão de ler o site no seu idioma, os artigos que você salvou na sua lista de leitura e, até você fechar a aba, o registro de que a fonte já foi baixada. Elas servem apenas ao que você usa e à exibição da página; por isso, as regras europeias de privacidade eletrônica (ePrivacy) não exigem consentimento para elas.",
        "Para proteger os formulários contra abusos, o servidor conta quantas vezes cada endereço IP (no IPv6, sua rede /64) os envia em {rateLimitWindow}, com base no nosso legítimo interesse em manter o site seguro (LGPD, art. 7º, inciso IX; GDPR, art. 6(1)(f)). Esse endereço fica separado da sua mensagem e da sua assinatura, não é usado para mais nada e é eliminado em até {rateLimitKept}.",
      ],
    },
    {
      heading: "Registro de eventos do servidor",
      paragraphs: [
        "Para manter o site seguro e encontrar e corrigir falhas, nosso servidor grava no registro de eventos (logs) uma linha para cada formulário enviado e cada requisição que falha: o horário, o método, o endereço da página sem seus parâmetros, o código da resposta e quanto tempo ela levou. Essas linhas não contêm endereço IP, identificação do navegador (user agent), endereço da página de onde você veio nem nada do que você digitou. O proxy à frente do nosso servidor não registra as visitas; seu registro de erros, que indica o endereço IP de onde veio uma requisição que falhou, registra apenas erros.",
        "Os dois registros são eliminados após {serverLogRetention}. A base legal é nosso legítimo interesse em manter o site seguro e funcionando (LGPD, art. 7º, inciso IX; GDPR, art. 6(1)(f)).",
      ],
    },
    {
      heading: "Estatísticas de visitas",
      paragraphs: [
        "Para saber quais páginas e idiomas são úteis, nosso servidor conta as visitas a partir das requisições que seu navegador já faz para exibir uma página. Não colocamos nenhum script, cookie ou identificador no seu dispositivo, e não lemos nada dele.",
        "Para cada dia, guardamos totais: visualizações por página e idioma; o número de visitantes diferentes; a origem das visitas (uma marcação de campanha no link, como utm_source; o nome do site ou do buscador que nos indicou; ou uma visita direta); o idioma preferido do seu navegador; e os endereços do nosso site que não existem. As estatísticas não gravam seu endereço IP, o endereço completo da página de onde você veio nem os demais parâmetros do link.",
        "Para contar cada visitante uma vez por dia, o servidor calcula um código irreversível (HMAC-SHA256) a partir do seu endereço IP e da identificação do seu navegador (user agent), com uma chave aleatória sorteada para aquele dia. Até essa chave ser eliminada, o servidor guarda cada código com as páginas e os idiomas vistos sob ele e a origem da visita, para que cada visitante seja contado uma única vez em todos os nossos servidores. A chave e os códigos, com o que foi registrado sob eles, são eliminados {analyticsKeyHours} após o início do dia a que se referem (UTC), estejam as visitas ainda sendo contadas ou não; depois disso, restam apenas totais, e ninguém, nem mesmo nós, consegue associar os números a um dispositivo ou a uma pessoa.",
        "Para que nenhuma rede sozinha possa inflar os números, o servidor também conta, para o dia em curso (UTC) e apenas na memória, as visualizações e os novos visitantes vindos de cada endereço IP (no IPv6, sua rede /64). Essa contagem nunca é gravada e é descartada quando começa a contagem do dia seguinte.",
        "Se seu navegador envia o sinal Global Privacy Control (Sec-GPC), suas visualizações são contadas, mas nenhum código é calculado para você e você nunca é contado como visitante.",
        "Suas mensagens, assinaturas e agendamentos entram nas estatísticas apenas por dia, página e idioma: não registramos com eles a origem da sua visita, e assim o que você nos envia e as estatísticas ficam separados.",
        "Os totais diários são eliminados automaticamente após {analyticsMonths} ({analyticsDays}). Essa contagem se baseia no nosso legítimo interesse em entender como o site é usado (LGPD, art. 7º, inciso IX; GDPR, art. 6(1)(f)). Você pode se opor a ela a qualquer momento ativando o Global Privacy Control no seu navegador: você deixa de ser contado como visitante. Passadas {analyticsKeyHours}, nada liga os números a você, e não resta nada que possamos identificar (GDPR, art. 11).",
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
        "a portabilidade dos dados a outro fornecedor de serviço ou produto, em formato estruturado, de uso corrente e legível por máquina;",
        "a eliminação dos dados tratados com seu consentimento;",
        "a informação das entidades públicas e privadas com as quais compartilhamos seus dados: apenas os operadores listados acima;",
        "a informação sobre a possibilidade de não fornecer consentimento e sobre as consequências da negativa: sem consentimento, você apenas não recebe a newsletter;",
        "a revogação do consentimento, pelo link de cada e-mail da newsletter ou escrevendo para nós, sem afetar o tratamento feito com seu consentimento antes da revogação.",
      ],
      after: [
        "Você também pode pedir a revisão de decisões tomadas unicamente com base em tratamento automatizado (art. 20); não tomamos decisões desse tipo.",
        "Se o GDPR europeu se aplicar a você, você tem ainda o direito ao apagamento dos seus dados (art. 17) e à limitação do tratamento (art. 18) previstos nesse regulamento.",
      ],
    },
    {
      heading: "Seu direito de oposição",
      paragraphs: [
        "Você pode se opor a qualquer momento ao que fazemos com base no nosso legítimo interesse: responder e dar seguimento à sua mensagem ou ao seu agendamento, contar as visitas, manter o registro de eventos do servidor e o registro de uma assinatura cancelada. Pela LGPD, você pode se opor a um tratamento feito com base nessa ou em outra hipótese legal em caso de descumprimento da lei (art. 18, § 2º); pelo GDPR europeu, pode se opor por motivos relacionados à sua situação particular, e então deixamos de tratar os dados, salvo se tivermos razões legítimas imperiosas que prevaleçam sobre seus interesses, direitos e liberdades, ou se precisarmos deles para declarar, exercer ou defender um direito num processo (art. 21). Escreva para {dpoEmail}. Para deixar de ser contado nas estatísticas de visitas, você também pode ativar o Global Privacy Control no seu navegador. E pode cancelar a newsletter a qualquer momento, sem dar motivo, pelo link em cada um dos seus e-mails.",
      ],
    },
    {
      heading: "Como exercer seus direitos",
      paragraphs: [
        "Escreva para {dpoEmail} a partir do e-mail em questão, para que possamos confirmar que o pedido é seu; se escrever de outro endereço, pediremos uma forma de confirmar sua identidade. Uma pessoa que você autorizar pode fazer o pedido por você, com sua autorização assinada; ainda assim, poderemos confirmá-lo com você. Respondemos em até 15 dias, ou antes, se a lei do lugar onde você está fixar um prazo menor (veja a próxima seção).",
        "Quando você pede a correção do seu nome ou e-mail, nós o corrigimos em todos os lugares onde o guardamos. Quando você pede a eliminação dos seus dados, procuramos também seu e-mail escrito de outras formas (com maiúsculas, com um +marcador ou, no Gmail, com pontos).",
        "Esses direitos vêm do art. 18 da LGPD, dos artigos 15 a 22 do GDPR europeu e das leis da próxima seção. Você também pode apresentar reclamação (peticionar) a uma autoridade de proteção de dados: a próxima seção indica a autoridade de cada lugar, com o respectivo site, e quando você pode recorrer a ela.",
      ],
    },
    {
      heading: "O que a lei do lugar onde você está acrescenta",
      paragraphs: [
        "Oferecemos nossos serviços em cada um dos lugares abaixo. Se você estiver em um deles, a lei local lhe garante o seguinte, além do que este aviso já diz.",
      ],
    },
    {
      heading: "Segurança",
      paragraphs: [
        "O acesso aos dados armazenados é restrito às pessoas que respondem às solicitações. O site usa conexão criptografada (HTTPS), e nossos e-mails são enviados por conexões criptografadas sempre que o servidor de e-mail de destino permite.",
      ],
    },
    {
      heading: "Como governamos as informações pessoais",
      paragraphs: ["Estas são as regras que seguimos para as informações pessoais descritas neste aviso:"],
      items: [
        "funções: nosso encarregado, indicado acima, é o responsável pela proteção das informações pessoais e presta contas dela à nossa direção; apenas as pessoas que respondem às solicitações podem ler os dados armazenados;",
        "guarda e eliminação: cada registro é mantido pelo prazo indicado em Por quanto tempo guardamos os dados e depois eliminado automaticamente, das cópias de segurança em até {backupRetention};",
        "reclamações: escreva ao nosso encarregado pelo e-mail {dpoEmail} ou pelo correio; examinamos cada reclamação e respondemos por escrito em até 15 dias;",
        "avaliações: antes de confiar seus dados a um novo operador, enviá-los para fora do lugar onde foram coletados ou iniciar um projeto que os envolva, avaliamos os riscos à sua privacidade e a proteção que seus dados receberão;",
        "incidentes: mantemos um registro dos incidentes de confidencialidade e avisamos as pessoas afetadas, e a autoridade, de qualquer incidente que possa causar dano sério.",
      ],
    },
    {
      heading: "Crianças e adolescentes",
      paragraphs: [
        "Este site é destinado a empresas e não se dirige a crianças nem a adolescentes. Não coletamos intencionalmente dados de menores de {minimumAge} anos; se você achar que isso aconteceu, escreva para nós, e nós os eliminaremos.",
      ],
    },
    {
      heading: "Alterações neste aviso",
      paragraphs: [
        "A data no topo desta página indica a última alteração do aviso. Se um dia quisermos usar os dados dos assinantes da newsletter de outra forma, pediremos novamente o consentimento por e-mail.",
      ],
    },
  ],
  jurisdictions: {
    eea: {
      heading: "Espaço Econômico Europeu",
      authority: "Comitê Europeu para a Proteção de Dados",
      paragraphs: [
        "O GDPR (Regulamento Geral sobre a Proteção de Dados) protege você se estiver na União Europeia, na Islândia, no Liechtenstein ou na Noruega, e nosso representante nesses países está indicado acima. Você pode apresentar reclamação à autoridade de controle do país onde mora ou trabalha, ou onde acredita que seus direitos foram violados (GDPR, art. 77); o {authority} lista todas elas em {website}.",
      ],
    },
    uk: {
      heading: "Reino Unido",
      authority: "Information Commissioner’s Office",
      paragraphs: [
        "Se você estiver no Reino Unido, o UK GDPR e a Data Protection Act 2018 protegem seus dados: as bases legais e os direitos que este aviso descreve com base no GDPR se aplicam a você pelas disposições equivalentes dessas leis. Nosso representante no Reino Unido está indicado acima, e as transferências dos seus dados se amparam nas garantias britânicas listadas em Transferência internacional de dados.",
        "Você pode apresentar sua reclamação primeiro a nós, ao nosso encarregado pelo e-mail {dpoEmail} ou pelo correio no endereço acima: confirmamos o recebimento em até 30 dias, examinamos a reclamação e informamos o resultado (Data Protection Act 2018, art. 164A). Você também pode apresentar reclamação a qualquer momento ao {authority} (ICO, {website}), a autoridade britânica, que a Data (Use and Access) Act 2025 transforma na Information Commission.",
      ],
    },
    br: {
      heading: "Brasil",
      authority: "Autoridade Nacional de Proteção de Dados",
      paragraphs: [
        "A LGPD (Lei nº 13.709/2018) protege você se estiver no Brasil ou se seus dados tiverem sido coletados aqui. Nosso encarregado está indicado acima; os direitos listados são os do art. 18 da LGPD; e as transferências dos seus dados para o exterior se amparam nas garantias listadas em Transferência internacional de dados, cuja íntegra você pode pedir. Você pode peticionar à {authority} (ANPD, {website}) contra o tratamento que damos aos seus dados (LGPD, art. 18, § 1º).",
      ],
    },
    ca: {
      heading: "Canadá",
      authority: "Office of the Privacy Commissioner of Canada",
      paragraphs: [
        "No Canadá, a Personal Information Protection and Electronic Documents Act (PIPEDA), a lei federal, se aplica às informações pessoais que tratamos em nossa atividade, salvo onde uma lei provincial se aplica no lugar dela (abaixo), e sempre que elas cruzam uma fronteira provincial ou nacional. Você pode pedir para ver as informações que temos sobre você e corrigi-las; a lei nos dá 30 dias para responder (art. 8(3)), e respondemos em até 15. Você pode apresentar reclamação ao {authority} ({website}), o comissariado federal de privacidade.",
      ],
    },
    "ca-bc": {
      heading: "Colúmbia Britânica",
      authority: "Office of the Information and Privacy Commissioner for British Columbia",
      paragraphs: [
        "Se você estiver na Colúmbia Britânica, aplica-se a Personal Information Protection Act (PIPA), a lei da província. Você pode pedir suas informações pessoais, como elas foram usadas e a quem foram comunicadas, e pedir que as corrijamos; a lei nos dá 30 dias para responder (art. 29), e respondemos em até 15. Você pode pedir ao {authority} ({website}), o comissário da província, que reveja nossa resposta ou investigue uma reclamação.",
      ],
    },
    "ca-qc": {
      heading: "Quebec",
      authority: "Commission d’accès à l’information du Québec",
      paragraphs: [
        "Se você estiver no Quebec, aplica-se a lei da província sobre a proteção das informações pessoais no setor privado (Loi sur la protection des renseignements personnels dans le secteur privé). A pessoa responsável pela proteção das informações pessoais é nosso encarregado, indicado acima. Suas informações são comunicadas para fora do Quebec, aos operadores listados acima, depois de avaliarmos a proteção que recebem lá (art. 17). Nossas estatísticas de visitas não identificam, não localizam e não traçam o perfil de ninguém (art. 8.1). Nossas regras de governança das informações pessoais estão em Como governamos as informações pessoais (art. 3.2).",
        "Você pode pedir acesso às suas informações ou a correção delas e revogar seu consentimento a qualquer momento; a lei nos dá 30 dias para responder (art. 32), e respondemos em até 15. Se discordar da nossa resposta, você pode recorrer à {authority} ({website}).",
      ],
    },
    "us-ca": {
      heading: "Califórnia",
      authority: "California Privacy Protection Agency",
      paragraphs: [
        "Se você mora na Califórnia, a California Consumer Privacy Act, alterada pela California Privacy Rights Act (CCPA), garante os direitos abaixo. Nos últimos 12 meses, coletamos estas categorias de informações pessoais, de você e das requisições do seu navegador, para as finalidades descritas neste aviso:",
      ],
      items: [
        "identificadores: seu nome e seu e-mail; identificadores on-line: seu endereço IP, contado para proteger os formulários e indicado no registro de erros do proxy quando uma requisição falha, e um código de um dia calculado a partir do seu endereço IP e da identificação do seu navegador (user agent), guardado por até {analyticsKeyHours} (veja Estatísticas de visitas);",
        "informações profissionais: sua empresa, se você a informar;",
        "atividade na internet: a página de onde você escreveu, assinou ou agendou e, sob o código daquele dia, as páginas e os idiomas que você viu naquele dia e a origem da sua visita;",
        "o que você nos conta: sua mensagem, como nos conheceu, os temas que escolheu e, para uma conversa, o horário, seu fuso horário e seu telefone, se você o informar.",
      ],
      after: [
        "Nós as comunicamos apenas aos prestadores de serviço listados em Quem trata os dados em nosso nome, para essas finalidades. Não vendemos nem compartilhamos informações pessoais, no sentido da CCPA (compartilhar, aqui, para publicidade comportamental entre sites), e não o fizemos nos últimos 12 meses; não temos conhecimento de ter vendido ou compartilhado as de menores de 16 anos. Não coletamos informações pessoais sensíveis. Cada categoria é guardada pelo prazo indicado em Por quanto tempo guardamos os dados.",
        "Você tem direito a saber quais informações pessoais coletamos, usamos e comunicamos, e a receber uma cópia delas; a pedir que sejam eliminadas; a pedir que sejam corrigidas; e a se opor à venda ou ao compartilhamento delas, o que não fazemos (ainda assim, respeitamos o sinal Global Privacy Control do seu navegador). Não trataremos você de forma diferente por exercer qualquer um desses direitos.",
        "O Global Privacy Control vale para o navegador que o envia: para esse navegador, não calculamos nenhum código de visitante e nunca contamos um visitante. Como não vendemos nem compartilhamos informações pessoais, o sinal não tem mais nada a desativar, e não pedimos nada além dele para respeitá-lo.",
        "Para fazer um pedido, escreva para {dpoEmail} ou ligue gratuitamente para {tollFreePhone}. Verificamos o pedido conferindo o e-mail que temos registrado. Um agente autorizado pode agir por você, com sua autorização assinada; poderemos pedir que você confirme diretamente sua identidade e a autorização. Confirmamos o recebimento em até 10 dias úteis e respondemos em até 45 dias; na prática, em até 15. Você também pode procurar a {authority} ({website}), a agência de privacidade do estado.",
        "Do Not Track: não rastreamos visitantes ao longo do tempo nem em outros sites, e ninguém mais pode fazê-lo no nosso; por isso, este site funciona da mesma forma, envie ou não seu navegador o sinal Do Not Track. Não comunicamos informações pessoais a terceiros para o marketing direto deles.",
      ],
    },
    mx: {
      heading: "México",
      authority: "Secretaría Anticorrupción y Buen Gobierno",
      paragraphs: [
        "No México, aplica-se a Ley Federal de Protección de Datos Personales en Posesión de los Particulares, de 2025, e este aviso é o nosso aviso de privacidade integral (aviso de privacidad integral) para os fins dessa lei. As finalidades necessárias para o que você nos pede são responder à sua mensagem, enviar a newsletter que você assinou, organizar as conversas que você agenda, guardar a comprovação do seu consentimento e proteger os formulários contra abusos. Contar as visitas e saber quais páginas geram contatos não é necessário para isso: você pode recusar essas finalidades, sem nenhum efeito sobre a nossa resposta, escrevendo para nós, e deixar de ser contado como visitante ativando o Global Privacy Control.",
        "Você tem os direitos de acesso, retificação, cancelamento e oposição (direitos ARCO) e pode revogar seu consentimento ou limitar o uso ou a divulgação dos seus dados, escrevendo para {dpoEmail} como descrito acima. Enviamos seus dados apenas aos operadores listados acima, que os tratam em nosso nome; não os transferimos a mais ninguém.",
        "Se nossa resposta não for satisfatória, ou se você não a receber no prazo, pode apresentar uma solicitação de proteção de dados à {authority} ({website}), a autoridade que substituiu o INAI, em até 15 dias após a nossa resposta (art. 40).",
      ],
    },
    co: {
      heading: "Colômbia",
      authority: "Superintendencia de Industria y Comercio",
      paragraphs: [
        "Na Colômbia, aplicam-se a Lei 1581 de 2012 e o Decreto 1377 de 2013, e este aviso é a nossa política de tratamento de dados pessoais (política de tratamiento de la información) para os fins dessas normas, em vigor desde {noticeDate}. Você pode nos contatar pelo telefone {phone} ou pelo e-mail {dpoEmail}. Ao enviar um formulário, você nos autoriza a tratar seus dados para as finalidades descritas aqui (Decreto 1377 de 2013, art. 7º).",
        "Você tem direito a conhecer, atualizar e retificar seus dados; a pedir a prova da sua autorização; a ser informado sobre o uso dos seus dados; a revogar a autorização ou pedir a eliminação; a acessar seus dados gratuitamente; e a apresentar queixa à {authority} (SIC, {website}) (Lei 1581, art. 8º). Respondemos a uma consulta em até 10 dias úteis e a uma reclamação (reclamo) em até 15 dias úteis; se precisarmos de mais tempo, informamos o motivo antes do fim do prazo e levamos no máximo mais 5 dias úteis para uma consulta e 8 para uma reclamação (arts. 14 e 15). A SIC examina uma queixa depois que você tiver apresentado sua reclamação a nós (art. 16).",
        "Para apresentar uma reclamação, escreva para {dpoEmail} com seu nome e identificação, a descrição dos fatos, o endereço onde quer receber nossa resposta e os documentos que quiser anexar. Se a reclamação estiver incompleta, em até 5 dias úteis após recebê-la pedimos que você a complete; se você não o fizer em 2 meses, consideramos que desistiu dela.",
        "Nossos operadores no exterior recebem seus dados por contratos que os obrigam a tratá-los apenas segundo nossas instruções (uma transmissão, Decreto 1377 de 2013, art. 25).",
      ],
    },
    ar: {
      heading: "Argentina",
      authority: "Agencia de Acceso a la Información Pública",
      paragraphs: [
        "Na Argentina, aplica-se a Lei de Proteção de Dados Pessoais nº 25.326. Você tem direito a acessar seus dados gratuitamente, em intervalos não inferiores a seis meses, salvo se demonstrar um interesse legítimo em fazê-lo antes (art. 14, inciso 3). Respondemos a um pedido de acesso em até 10 dias corridos (art. 14, inciso 2) e corrigimos, atualizamos ou eliminamos seus dados em até 5 dias úteis (art. 16, inciso 2). As transferências dos seus dados para fora da Argentina se amparam nas garantias listadas em Transferência internacional de dados.",
        "A {authority} (AAIP, {website}), órgão de controle da Lei nº 25.326, atende as denúncias e reclamações de quem tiver seus direitos afetados pelo descumprimento das normas de proteção de dados pessoais.",
      ],
    },
  },
  terms: {
    processor: "{service}: {name} ({country}).",
    services: {
      hosting: "Hospedagem do servidor do site e do banco de dados",
      email: "Envio dos nossos e-mails (avisos aos consultores, confirmações de recebimento e a newsletter)",
      mailbox:
        "Nossas caixas de e-mail, onde os consultores recebem o aviso de cada mensagem e respondem a você",
      crm: "Ferramenta de gestão de relacionamento com clientes (CRM), que recebe cada mensagem de contato para que possamos dar seguimento",
      calendar: "Agendas dos nossos consultores, onde cada conversa agendada é registrada",
    },
    crmFollowUp:
      "Também a registramos em nossa ferramenta de gestão de relacionamento com clientes (CRM), listada abaixo. ",
    crmRetention:
      "Nosso CRM guarda o que recebe por no máximo {crmDays}; quando eliminamos uma mensagem aqui, ao fim do seu prazo ou a seu pedido, avisamos o CRM para que a elimine também.",
    calendarSync:
      "A conversa é registrada também na agenda do consultor, mantida pelo fornecedor listado em Quem trata os dados em nosso nome. ",
    representativesRecipients:
      "Nossos representantes na Europa, indicados acima, também recebem seus dados quando você escreve para eles ou quando uma autoridade os procura a seu respeito, e os repassam para nós.",
    transfer: "{country}, para os dados de pessoas {from}: {basis}.",
    from: {
      lgpd: "no Brasil",
      gdpr: "no Espaço Econômico Europeu",
      "uk-gdpr": "no Reino Unido",
      "ley-25326": "na Argentina",
    },
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
      "uk-gdpr": {
        adequacy: "regulamento de adequação do Reino Unido para esse país",
        "uk-addendum":
          "cláusulas contratuais-padrão da Comissão Europeia com o adendo britânico de transferência internacional (International Data Transfer Addendum), emitido pelo Information Commissioner",
        idta: "acordo britânico de transferência internacional de dados (International Data Transfer Agreement), emitido pelo Information Commissioner",
      },
      "ley-25326": {
        adequacy: "reconhecimento desse país como adequado pela Argentina (Lei nº 25.326, art. 12)",
        "standard-clauses":
          "cláusulas contratuais-modelo aprovadas pela AAIP argentina (Resolução AAIP 198/2023)",
      },
    },
    lawOrder: ["lgpd", "gdpr", "uk-gdpr", "ley-25326"],
    representative: {
      appointed: "{area}: {name}, {address}, {email}.",
      exempt:
        "{area}: nenhum, porque nosso tratamento de dados ali é apenas ocasional, não envolve dados sensíveis e não tende a pôr em risco os direitos de ninguém (art. 27(2)(a)).",
    },
    areas: {
      eea: "Na União Europeia e no restante do Espaço Econômico Europeu",
      uk: "No Reino Unido",
    },
  },
};

export default pt;
