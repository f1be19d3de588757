import type { ContentLanguage, FaqCategory } from '@/domain/pages/content'

export interface StoredFaqEntry {
  id: string
  category: FaqCategory
  question: Record<ContentLanguage, string>
  answer: Record<ContentLanguage, string>
}

/** The questions of /pages/faq, on Conversa itself (docs/product.md, "Automations", "Workspaces"). */
export const FAQ_ENTRIES: readonly StoredFaqEntry[] = [
  {
    id: 'what-is-conversa',
    category: 'getting-started',
    question: {
      en: 'What does Conversa do?',
      fr: 'Que fait Conversa ?',
      ar: 'ماذا يفعل Conversa؟',
    },
    answer: {
      en: 'Conversa answers your Instagram conversations for you: a private reply to a keyword in a comment, a thank-you for a story mention, a welcome message with quick replies. You answer the rest by hand from the inbox.',
      fr: 'Conversa répond à vos conversations Instagram à votre place : une réponse privée à un mot-clé dans un commentaire, un merci pour une mention en story, un message de bienvenue avec des réponses rapides. Vous répondez au reste à la main depuis la boîte de réception.',
      ar: 'يرد Conversa على محادثاتك في إنستغرام نيابةً عنك: رد خاص على كلمة مفتاحية في تعليق، وشكر على الإشارة في القصة، ورسالة ترحيب مع ردود سريعة. وترد على الباقي يدويًا من صندوق الوارد.',
    },
  },
  {
    id: 'test-before',
    category: 'getting-started',
    question: {
      en: 'Can I try an automation before it goes live?',
      fr: 'Puis-je essayer une automatisation avant de l’activer ?',
      ar: 'هل يمكنني تجربة أتمتة قبل تفعيلها؟',
    },
    answer: {
      en: 'Yes. Test mode runs it on a made-up event and shows what would be sent or skipped, without sending or recording anything.',
      fr: 'Oui. Le mode test l’exécute sur un événement fictif et montre ce qui serait envoyé ou ignoré, sans rien envoyer ni enregistrer.',
      ar: 'نعم. يشغّلها وضع الاختبار على حدث تجريبي ويعرض ما كان سيُرسل أو يُتخطى، من دون إرسال أي شيء أو تسجيله.',
    },
  },
  {
    id: 'account-type',
    category: 'instagram',
    question: {
      en: 'Which Instagram accounts can I connect?',
      fr: 'Quels comptes Instagram puis-je connecter ?',
      ar: 'ما حسابات إنستغرام التي يمكنني ربطها؟',
    },
    answer: {
      en: 'Professional accounts (Business or Creator). An account belongs to one workspace at a time; another workspace must disconnect it before you can connect it.',
      fr: 'Les comptes professionnels (entreprise ou créateur). Un compte appartient à un seul espace de travail à la fois ; un autre espace doit le déconnecter avant que vous puissiez le connecter.',
      ar: 'الحسابات الاحترافية (حساب أعمال أو صانع محتوى). ينتمي الحساب إلى مساحة عمل واحدة في كل مرة، ويجب على المساحة الأخرى فصله قبل أن تتمكن من ربطه.',
    },
  },
  {
    id: 'window',
    category: 'instagram',
    question: {
      en: 'Why did a direct message not go out?',
      fr: 'Pourquoi un message privé n’est-il pas parti ?',
      ar: 'لماذا لم تُرسل رسالة مباشرة؟',
    },
    answer: {
      en: 'Instagram only allows a message within 24 hours of the person’s last message, and one private reply per comment within 7 days. The run history names the reason for every skipped step.',
      fr: 'Instagram n’autorise un message que dans les 24 heures suivant le dernier message de la personne, et une seule réponse privée par commentaire dans les 7 jours. L’historique des exécutions donne la raison de chaque étape ignorée.',
      ar: 'لا يسمح إنستغرام بالرسالة إلا خلال 24 ساعة من آخر رسالة من الشخص، وبرد خاص واحد لكل تعليق خلال 7 أيام. ويذكر سجل التنفيذ سبب كل خطوة تم تخطيها.',
    },
  },
  {
    id: 'limits',
    category: 'automations',
    question: {
      en: 'How many quick replies can a message have?',
      fr: 'Combien de réponses rapides un message peut-il avoir ?',
      ar: 'كم عدد الردود السريعة التي يمكن أن تحملها الرسالة؟',
    },
    answer: {
      en: 'Up to 13 quick replies, or up to 3 buttons. The builder stops at the limit instead of failing when you save.',
      fr: 'Jusqu’à 13 réponses rapides, ou jusqu’à 3 boutons. L’éditeur s’arrête à la limite au lieu d’échouer à l’enregistrement.',
      ar: 'حتى 13 ردًا سريعًا، أو حتى 3 أزرار. يتوقف المحرر عند الحد بدلًا من أن يفشل عند الحفظ.',
    },
  },
  {
    id: 'priority',
    category: 'automations',
    question: {
      en: 'What happens when two automations match the same comment?',
      fr: 'Que se passe-t-il quand deux automatisations correspondent au même commentaire ?',
      ar: 'ماذا يحدث عندما تطابق أتمتتان التعليق نفسه؟',
    },
    answer: {
      en: 'The one with the higher priority answers. Only one private reply per comment is possible, so the other run is skipped and says why.',
      fr: 'Celle de plus haute priorité répond. Une seule réponse privée par commentaire est possible : l’autre exécution est ignorée et dit pourquoi.',
      ar: 'ترد الأتمتة ذات الأولوية الأعلى. لا يمكن إرسال سوى رد خاص واحد لكل تعليق، لذا يُتخطى التنفيذ الآخر مع ذكر السبب.',
    },
  },
  {
    id: 'free-plan',
    category: 'billing',
    question: {
      en: 'Is there a free plan?',
      fr: 'Existe-t-il une offre gratuite ?',
      ar: 'هل توجد خطة مجانية؟',
    },
    answer: {
      en: 'Yes. Starter is free for one account, three automations and 500 messages a month. Upgrade whenever you need more.',
      fr: 'Oui. Starter est gratuit pour un compte, trois automatisations et 500 messages par mois. Passez à une offre supérieure quand vous en avez besoin.',
      ar: 'نعم. خطة Starter مجانية لحساب واحد وثلاث أتمتات و500 رسالة شهريًا. يمكنك الترقية متى احتجت إلى المزيد.',
    },
  },
  {
    id: 'annual',
    category: 'billing',
    question: {
      en: 'How does annual billing work?',
      fr: 'Comment fonctionne la facturation annuelle ?',
      ar: 'كيف تعمل الفوترة السنوية؟',
    },
    answer: {
      en: 'You pay for ten months and get twelve. You can switch between monthly and annual billing at the end of any period.',
      fr: 'Vous payez dix mois et en obtenez douze. Vous pouvez passer de la facturation mensuelle à l’annuelle à la fin de chaque période.',
      ar: 'تدفع عشرة أشهر وتحصل على اثني عشر شهرًا. ويمكنك التبديل بين الفوترة الشهرية والسنوية في نهاية أي فترة.',
    },
  },
]
