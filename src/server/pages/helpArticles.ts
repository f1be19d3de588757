import type { ContentLanguage, HelpCategory } from '@/domain/pages/content'

type Localized<T> = Record<ContentLanguage, T>

export interface StoredHelpArticle {
  slug: string
  category: HelpCategory
  related: string[]
  title: Localized<string>
  summary: Localized<string>
  paragraphs: Localized<string[]>
}

/**
 * The help center's articles: real help for the product, from docs/product.md ("Automations",
 * "Workspaces") and Instagram's rules for messaging (the 24-hour window, one private reply per
 * comment within 7 days, the hourly limits).
 */
export const HELP_ARTICLES: readonly StoredHelpArticle[] = [
  {
    slug: 'connect-instagram',
    category: 'getting-started',
    related: ['first-automation', 'messaging-window'],
    title: {
      en: 'Connecting your Instagram account',
      fr: 'Connecter votre compte Instagram',
      ar: 'ربط حسابك على إنستغرام',
    },
    summary: {
      en: 'Link an Instagram professional account to your workspace in a few clicks.',
      fr: 'Reliez un compte Instagram professionnel à votre espace de travail en quelques clics.',
      ar: 'اربط حساب إنستغرام احترافيًا بمساحة عملك ببضع نقرات.',
    },
    paragraphs: {
      en: [
        'Conversa works with Instagram professional accounts (Business or Creator). A personal account must first be switched to a professional one in the Instagram app.',
        'Open Integrations and choose "Connect Instagram". Instagram asks you to sign in and to allow Conversa to read your profile, manage your messages and manage your comments. Conversa needs all three to answer for you.',
        'An Instagram account belongs to one workspace at a time. If another workspace already holds it, the connection is refused: that workspace must disconnect it first. Reconnecting your own account, to renew consent, is always allowed.',
        'Disconnecting an account stops its automations. They stay in your list, marked "Stopped", and start answering again by themselves once you connect the account again.',
      ],
      fr: [
        'Conversa fonctionne avec les comptes Instagram professionnels (entreprise ou créateur). Un compte personnel doit d’abord être converti en compte professionnel dans l’application Instagram.',
        'Ouvrez Intégrations et choisissez « Connecter Instagram ». Instagram vous demande de vous connecter et d’autoriser Conversa à lire votre profil, gérer vos messages et gérer vos commentaires. Conversa a besoin des trois pour répondre à votre place.',
        'Un compte Instagram appartient à un seul espace de travail à la fois. Si un autre espace le détient déjà, la connexion est refusée : cet espace doit d’abord le déconnecter. Reconnecter votre propre compte, pour renouveler votre consentement, est toujours possible.',
        'Déconnecter un compte arrête ses automatisations. Elles restent dans votre liste, marquées « Arrêtée », et se remettent à répondre d’elles-mêmes dès que vous reconnectez le compte.',
      ],
      ar: [
        'يعمل Conversa مع حسابات إنستغرام الاحترافية (حساب أعمال أو حساب صانع محتوى). يجب أولًا تحويل الحساب الشخصي إلى حساب احترافي من تطبيق إنستغرام.',
        'افتح صفحة التكاملات واختر «ربط إنستغرام». سيطلب منك إنستغرام تسجيل الدخول والسماح لـ Conversa بقراءة ملفك الشخصي وإدارة رسائلك وإدارة تعليقاتك. يحتاج Conversa إلى الأذونات الثلاثة ليرد نيابةً عنك.',
        'ينتمي حساب إنستغرام إلى مساحة عمل واحدة في كل مرة. إذا كانت مساحة أخرى تملكه، يُرفض الربط ويجب على تلك المساحة فصله أولًا. أما إعادة ربط حسابك أنت لتجديد الموافقة فمسموحة دائمًا.',
        'فصل الحساب يوقف أتمتاته. تبقى في قائمتك بحالة «متوقفة»، وتعود إلى الرد تلقائيًا بمجرد أن تعيد ربط الحساب.',
      ],
    },
  },
  {
    slug: 'messaging-window',
    category: 'messaging-rules',
    related: ['one-private-reply', 'skipped-messages'],
    title: {
      en: 'The 24-hour messaging window',
      fr: 'La fenêtre de messagerie de 24 heures',
      ar: 'نافذة المراسلة لمدة 24 ساعة',
    },
    summary: {
      en: 'Why a direct message can only go out within 24 hours of the person’s last message.',
      fr: 'Pourquoi un message privé ne peut partir que dans les 24 heures suivant le dernier message de la personne.',
      ar: 'لماذا لا يمكن إرسال رسالة مباشرة إلا خلال 24 ساعة من آخر رسالة أرسلها الشخص.',
    },
    paragraphs: {
      en: [
        'Instagram lets a business send a direct message to a person only within 24 hours of that person’s last message to the account. This is Instagram’s rule, not Conversa’s, and it protects people from unwanted messages.',
        'Each time the person writes to you, the window opens again for 24 hours. A welcome message or a quick-reply answer sent by an automation is therefore always on time, because it answers a message that has just arrived.',
        'When a wait step in an automation would push a message past the window, the message is not sent. The run history marks that step "skipped" and says why, so you can shorten the wait.',
      ],
      fr: [
        'Instagram ne permet à une entreprise d’envoyer un message privé à une personne que dans les 24 heures qui suivent le dernier message de cette personne au compte. C’est la règle d’Instagram, pas celle de Conversa, et elle protège chacun des messages non sollicités.',
        'Chaque fois que la personne vous écrit, la fenêtre s’ouvre à nouveau pour 24 heures. Un message de bienvenue ou une réponse rapide envoyés par une automatisation partent donc toujours à temps : ils répondent à un message qui vient d’arriver.',
        'Lorsqu’une étape d’attente ferait partir un message après la fin de la fenêtre, il n’est pas envoyé. L’historique des exécutions marque cette étape « ignorée » et en donne la raison, pour que vous puissiez raccourcir l’attente.',
      ],
      ar: [
        'لا يسمح إنستغرام للنشاط التجاري بإرسال رسالة مباشرة إلى شخص إلا خلال 24 ساعة من آخر رسالة أرسلها هذا الشخص إلى الحساب. هذه قاعدة إنستغرام وليست قاعدة Conversa، وهي تحمي الناس من الرسائل غير المرغوب فيها.',
        'في كل مرة يكتب لك الشخص، تُفتح النافذة من جديد لمدة 24 ساعة. لذلك تصل رسالة الترحيب أو الرد السريع الذي ترسله الأتمتة في الوقت دائمًا، لأنها ترد على رسالة وصلت للتو.',
        'إذا كانت خطوة انتظار في الأتمتة ستؤخر رسالة إلى ما بعد انتهاء النافذة، فلن تُرسل الرسالة. يضع سجل التنفيذ على تلك الخطوة علامة «تم التخطي» ويذكر السبب، لتتمكن من تقصير مدة الانتظار.',
      ],
    },
  },
  {
    slug: 'one-private-reply',
    category: 'messaging-rules',
    related: ['messaging-window', 'first-automation'],
    title: {
      en: 'One private reply per comment',
      fr: 'Une seule réponse privée par commentaire',
      ar: 'رد خاص واحد لكل تعليق',
    },
    summary: {
      en: 'A comment can receive a single private reply, sent within 7 days of the comment.',
      fr: 'Un commentaire ne peut recevoir qu’une réponse privée, envoyée dans les 7 jours suivant le commentaire.',
      ar: 'يمكن أن يتلقى التعليق ردًا خاصًا واحدًا فقط، يُرسل خلال 7 أيام من كتابة التعليق.',
    },
    paragraphs: {
      en: [
        'A private reply is a direct message sent to someone because of a comment they left on your post. Instagram allows exactly one private reply per comment, and only within 7 days of the comment.',
        'If two automations match the same comment, only the one with the higher priority sends its private reply; the other run is marked "skipped" with the reason. A public reply under the comment can still be added.',
        'The private reply lands in the person’s message requests unless they follow your account. Write it so that it makes sense on its own: say who you are and why you are writing.',
      ],
      fr: [
        'Une réponse privée est un message privé envoyé à une personne à cause d’un commentaire qu’elle a laissé sur votre publication. Instagram autorise exactement une réponse privée par commentaire, et seulement dans les 7 jours qui suivent le commentaire.',
        'Si deux automatisations correspondent au même commentaire, seule celle de plus haute priorité envoie sa réponse privée ; l’autre exécution est marquée « ignorée », avec la raison. Une réponse publique sous le commentaire reste possible.',
        'La réponse privée arrive dans les demandes de messages de la personne, sauf si elle suit votre compte. Rédigez-la pour qu’elle se comprenne seule : dites qui vous êtes et pourquoi vous écrivez.',
      ],
      ar: [
        'الرد الخاص هو رسالة مباشرة تُرسل إلى شخص بسبب تعليق تركه على منشورك. يسمح إنستغرام برد خاص واحد فقط لكل تعليق، وخلال 7 أيام من التعليق فقط.',
        'إذا طابقت أتمتتان التعليق نفسه، فإن الأتمتة ذات الأولوية الأعلى وحدها ترسل ردها الخاص، ويُوسم التنفيذ الآخر بأنه «تم التخطي» مع ذكر السبب. ويبقى بالإمكان إضافة رد علني تحت التعليق.',
        'يصل الرد الخاص إلى طلبات الرسائل لدى الشخص ما لم يكن يتابع حسابك. اكتبه بحيث يُفهم وحده: قل من أنت ولماذا تكتب.',
      ],
    },
  },
  {
    slug: 'first-automation',
    category: 'automations',
    related: ['one-private-reply', 'skipped-messages'],
    title: {
      en: 'Writing your first automation',
      fr: 'Écrire votre première automatisation',
      ar: 'كتابة أول أتمتة لك',
    },
    summary: {
      en: 'Answer a keyword in a comment with a private reply, step by step.',
      fr: 'Répondez à un mot-clé dans un commentaire par une réponse privée, étape par étape.',
      ar: 'رد على كلمة مفتاحية في تعليق برد خاص، خطوة بخطوة.',
    },
    paragraphs: {
      en: [
        'Open Automations and choose "New automation". Pick the trigger: a keyword in a comment, a story mention, or a new conversation in your direct messages.',
        'For a comment trigger, choose the post (or any post) and type one or more keywords. Matching ignores capital letters and accents, so "Promo" also matches "promo".',
        'Add at least one step that sends something: a private reply, a public reply or a direct message. Waits (from 1 to 1,440 minutes) and tags come on top. A message can carry up to 13 quick replies or 3 buttons.',
        'Before turning it on, open test mode: it runs the automation on a made-up event and tells you what would be sent or skipped, without sending or recording anything.',
      ],
      fr: [
        'Ouvrez Automatisations et choisissez « Nouvelle automatisation ». Choisissez le déclencheur : un mot-clé dans un commentaire, une mention en story ou une nouvelle conversation dans vos messages privés.',
        'Pour un déclencheur de commentaire, choisissez la publication (ou toutes) et saisissez un ou plusieurs mots-clés. La correspondance ignore les majuscules et les accents : « Promo » correspond aussi à « promo ».',
        'Ajoutez au moins une étape qui envoie quelque chose : une réponse privée, une réponse publique ou un message privé. Les attentes (de 1 à 1 440 minutes) et les étiquettes s’y ajoutent. Un message peut porter jusqu’à 13 réponses rapides ou 3 boutons.',
        'Avant de l’activer, ouvrez le mode test : il exécute l’automatisation sur un événement fictif et vous dit ce qui serait envoyé ou ignoré, sans rien envoyer ni enregistrer.',
      ],
      ar: [
        'افتح صفحة الأتمتة واختر «أتمتة جديدة». اختر المشغّل: كلمة مفتاحية في تعليق، أو إشارة في قصة، أو محادثة جديدة في رسائلك المباشرة.',
        'لمشغّل التعليقات، اختر المنشور (أو أي منشور) واكتب كلمة مفتاحية أو أكثر. المطابقة لا تفرّق بين الأحرف الكبيرة والصغيرة ولا بين الحروف المشكولة وغيرها، فكلمة «Promo» تطابق «promo» أيضًا.',
        'أضف خطوة واحدة على الأقل ترسل شيئًا: ردًا خاصًا أو ردًا علنيًا أو رسالة مباشرة. ويمكن إضافة فترات انتظار (من دقيقة إلى 1440 دقيقة) ووسوم. يمكن أن تحمل الرسالة حتى 13 ردًا سريعًا أو 3 أزرار.',
        'قبل تفعيلها، افتح وضع الاختبار: فهو يشغّل الأتمتة على حدث تجريبي ويخبرك بما كان سيُرسل أو يُتخطى، من دون إرسال أي شيء أو تسجيله.',
      ],
    },
  },
  {
    slug: 'story-mentions-and-welcome',
    category: 'automations',
    related: ['first-automation', 'messaging-window'],
    title: {
      en: 'Thanking story mentions and welcoming new conversations',
      fr: 'Remercier les mentions en story et accueillir les nouvelles conversations',
      ar: 'شكر الإشارات في القصص والترحيب بالمحادثات الجديدة',
    },
    summary: {
      en: 'Send a thank-you when someone mentions you, and a welcome with quick replies.',
      fr: 'Envoyez un remerciement quand on vous mentionne, et un accueil avec des réponses rapides.',
      ar: 'أرسل شكرًا عندما يشير إليك أحد، ورسالة ترحيب مع ردود سريعة.',
    },
    paragraphs: {
      en: [
        'A story mention reaches you as a direct message. A story-mention automation answers it with a thank-you message, once per mention.',
        'A welcome automation answers the first message of a new conversation. Add quick replies (up to 13, each up to 20 characters) so people can tell you what they need with one tap.',
        'Your own messages, sent from the Instagram app, are never answered: Conversa recognises them and leaves them alone.',
      ],
      fr: [
        'Une mention en story vous parvient comme un message privé. Une automatisation de mention en story y répond par un message de remerciement, une fois par mention.',
        'Une automatisation de bienvenue répond au premier message d’une nouvelle conversation. Ajoutez des réponses rapides (jusqu’à 13, de 20 caractères au plus) pour que chacun vous dise ce qu’il cherche d’un seul geste.',
        'Vos propres messages, envoyés depuis l’application Instagram, ne reçoivent jamais de réponse : Conversa les reconnaît et les laisse de côté.',
      ],
      ar: [
        'تصلك الإشارة في القصة كرسالة مباشرة. وترد عليها أتمتة الإشارات برسالة شكر، مرة واحدة لكل إشارة.',
        'ترد أتمتة الترحيب على أول رسالة في محادثة جديدة. أضف ردودًا سريعة (حتى 13 ردًا، كل منها 20 حرفًا على الأكثر) ليخبرك الناس بما يحتاجونه بلمسة واحدة.',
        'لا يُرد أبدًا على رسائلك أنت التي ترسلها من تطبيق إنستغرام: يتعرف عليها Conversa ويتركها.',
      ],
    },
  },
  {
    slug: 'skipped-messages',
    category: 'messaging-rules',
    related: ['messaging-window', 'one-private-reply'],
    title: {
      en: 'Why a message was skipped or delayed',
      fr: 'Pourquoi un message a été ignoré ou retardé',
      ar: 'لماذا تم تخطي رسالة أو تأخيرها',
    },
    summary: {
      en: 'Read the run history to see what went out, what waits and why.',
      fr: 'Lisez l’historique des exécutions pour voir ce qui est parti, ce qui attend et pourquoi.',
      ar: 'اقرأ سجل التنفيذ لترى ما أُرسل وما ينتظر ولماذا.',
    },
    paragraphs: {
      en: [
        'Every automation keeps a run history. A run is "sent" when every sending step reached Instagram, "partly sent" when only some did, "failed" when Instagram refused them, and "skipped" when nothing could go out.',
        'Common reasons for a skip: the 24-hour window had closed, the comment already had its private reply, or an automation with a higher priority answered first.',
        'Instagram limits how many private replies and messages an account may send per hour. Past the limit, Conversa queues the messages and sends them later; nothing is dropped. A queued run shows "queued" until its last step goes out.',
      ],
      fr: [
        'Chaque automatisation garde un historique des exécutions. Une exécution est « envoyée » quand toutes ses étapes d’envoi ont atteint Instagram, « partiellement envoyée » quand seules certaines l’ont fait, « en échec » quand Instagram les a refusées et « ignorée » quand rien n’a pu partir.',
        'Raisons fréquentes d’un message ignoré : la fenêtre de 24 heures était fermée, le commentaire avait déjà eu sa réponse privée, ou une automatisation de priorité plus haute a répondu d’abord.',
        'Instagram limite le nombre de réponses privées et de messages qu’un compte peut envoyer par heure. Au-delà, Conversa met les messages en file et les envoie plus tard ; rien n’est perdu. Une exécution en file affiche « en attente » jusqu’à ce que sa dernière étape parte.',
      ],
      ar: [
        'تحتفظ كل أتمتة بسجل للتنفيذ. يكون التنفيذ «مُرسلًا» عندما تصل كل خطوات الإرسال إلى إنستغرام، و«مُرسلًا جزئيًا» عندما يصل بعضها فقط، و«فاشلًا» عندما يرفضها إنستغرام، و«متخطى» عندما لا يمكن إرسال أي شيء.',
        'من الأسباب الشائعة للتخطي: انتهاء نافذة الـ24 ساعة، أو حصول التعليق على رده الخاص من قبل، أو رد أتمتة ذات أولوية أعلى أولًا.',
        'يحدّ إنستغرام من عدد الردود الخاصة والرسائل التي يمكن للحساب إرسالها في الساعة. بعد تجاوز الحد، يضع Conversa الرسائل في قائمة انتظار ويرسلها لاحقًا، ولا يضيع شيء. يظهر التنفيذ المنتظر بحالة «في الانتظار» حتى تُرسل آخر خطوة فيه.',
      ],
    },
  },
]
