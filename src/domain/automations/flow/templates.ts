/**
 * Ready flows a café or a shop starts from: each a trigger and a flow with stable step ids and a
 * canvas layout. Their words are message descriptors, rendered with the person's language when the
 * template is installed: a template installed in French has French messages, keywords and tags,
 * and stays editable like any automation.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AutomationTrigger } from '../model'
import type { FlowButton, FlowGraph, FlowMessage, FlowQuickReply, FlowStep, StepId } from './model'

/** Renders one of a template's texts in the installing person's language (`i18n._`). */
export type TemplateTranslator = (descriptor: MessageDescriptor) => string

export interface InstalledTemplate {
  name: string
  trigger: AutomationTrigger
  flow: FlowGraph
}

export interface FlowTemplate {
  id: string
  name: MessageDescriptor
  /** One line saying what the flow does, for the gallery. */
  description: MessageDescriptor
  /** The trigger and flow, every text in the language `text` renders. */
  build: (text: TemplateTranslator) => Omit<InstalledTemplate, 'name'>
}

/** Where the canvas draws a step: a column per depth, a row per sibling (the editor's own spacing). */
type Placed = FlowStep & { at: [column: number, row: number] }

const COLUMN = 400
const ROW = 180

function graphOf(steps: Placed[]): FlowGraph {
  return {
    start: steps[0]?.id ?? null,
    steps: Object.fromEntries(steps.map(({ at: _at, ...step }) => [step.id, step as FlowStep])),
    layout: Object.fromEntries(steps.map(({ id, at: [column, row] }) => [id, { x: column * COLUMN, y: row * ROW }])),
  }
}

const textMessage = (id: string, text: string, buttons: FlowButton[] = []): FlowMessage => ({
  id,
  kind: 'text',
  text,
  buttons,
})

function send(
  id: StepId,
  at: Placed['at'],
  channel: 'private-reply' | 'message',
  messages: FlowMessage[],
  next: StepId | null = null,
  quickReplies: FlowQuickReply[] = [],
): Placed {
  return { id, kind: 'send', channel, messages, quickReplies, next, at }
}

/** A comma-separated list of keywords, as translators write it. */
const keywordsOf = (list: string) =>
  list
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '')

/** Filled with the person's username when sent; translators see it as {USERNAME}. */
const USERNAME = '{{username}}'

const HOUR = 60 * 60
const DAY = 24 * HOUR

const leadMagnet: FlowTemplate = {
  id: 'lead-magnet',
  name: msg`Comment for a free guide`,
  description: msg`Someone comments a keyword, gets a DM, and receives the link once they follow you.`,
  build: (text) => ({
    trigger: {
      kind: 'comment-keyword',
      keywords: {
        keywords: keywordsOf(text(msg({ message: 'guide', comment: 'Keywords, separated by commas' }))),
        mode: 'contains',
      },
      media: { kind: 'any' },
    },
    flow: graphOf([
      send('opening', [0, 0], 'private-reply', [
        textMessage('opening-text', text(msg`Hi ${USERNAME}! Tap below and we will send you our free guide.`), [
          { id: 'get-guide', title: text(msg`Send me the guide`), action: { kind: 'step', next: 'follows' } },
        ]),
      ]),
      {
        id: 'follows',
        kind: 'condition',
        condition: { kind: 'follows-account' },
        then: 'guide',
        otherwise: 'ask-follow',
        at: [1, 0],
      },
      send(
        'guide',
        [2, 0],
        'message',
        [
          textMessage('guide-text', text(msg`Here it is. Enjoy!`), [
            {
              id: 'open-guide',
              title: text(msg`Open the guide`),
              action: { kind: 'link', url: 'https://example.com/guide' },
            },
          ]),
        ],
        'tag-lead',
      ),
      {
        id: 'tag-lead',
        kind: 'tag',
        action: 'add',
        tag: text(msg({ message: 'guide', comment: 'A contact tag' })),
        next: null,
        at: [3, 0],
      },
      send('ask-follow', [2, 1], 'message', [
        textMessage('ask-follow-text', text(msg`The guide is for our followers: follow us, then tap below.`), [
          { id: 'followed', title: text(msg`I follow you now`), action: { kind: 'step', next: 'follows' } },
        ]),
      ]),
    ]),
  }),
}

const storyThanks: FlowTemplate = {
  id: 'story-thanks',
  name: msg`Thank you for the story mention`,
  description: msg`Thanks whoever mentions you in their story and gives them a coupon.`,
  build: (text) => ({
    trigger: { kind: 'story-mention' },
    flow: graphOf([
      send(
        'thanks',
        [0, 0],
        'message',
        [
          textMessage('thanks-text', text(msg`Thank you for the mention, ${USERNAME}! It made our day.`)),
          textMessage(
            'coupon-text',
            text(msg`Here is 10% off your next visit: show the code THANKYOU10 at the counter.`),
          ),
        ],
        'tag-mention',
      ),
      {
        id: 'tag-mention',
        kind: 'tag',
        action: 'add',
        tag: text(msg({ message: 'mentioned us', comment: 'A contact tag' })),
        next: null,
        at: [1, 0],
      },
    ]),
  }),
}

const welcomeMenu: FlowTemplate = {
  id: 'welcome-menu',
  name: msg`Welcome menu`,
  description: msg`Greets a new conversation with quick replies that answer the usual questions.`,
  build: (text) => ({
    trigger: { kind: 'welcome' },
    flow: graphOf([
      send(
        'welcome',
        [0, 1],
        'message',
        [textMessage('welcome-text', text(msg`Welcome, ${USERNAME}! What would you like to know?`))],
        null,
        [
          { id: 'ask-hours', title: text(msg`Opening hours`), next: 'hours' },
          { id: 'ask-menu', title: text(msg`Our menu`), next: 'menu' },
          { id: 'ask-address', title: text(msg`Where to find us`), next: 'address' },
        ],
      ),
      send('hours', [1, 0], 'message', [
        textMessage('hours-text', text(msg`We are open Monday to Saturday, 8 am to 6 pm.`)),
      ]),
      send('menu', [1, 1], 'message', [
        textMessage('menu-text', text(msg`Here is our menu.`), [
          {
            id: 'open-menu',
            title: text(msg`See the menu`),
            action: { kind: 'link', url: 'https://example.com/menu' },
          },
        ]),
      ]),
      send('address', [1, 2], 'message', [
        textMessage('address-text', text(msg`We are at 12 Main Street. See you soon!`)),
      ]),
    ]),
  }),
}

const giveaway: FlowTemplate = {
  id: 'giveaway',
  name: msg`Giveaway entry by email`,
  description: msg`Someone comments to enter, leaves their email, and is tagged as a participant.`,
  build: (text) => ({
    trigger: {
      kind: 'comment-keyword',
      keywords: {
        keywords: keywordsOf(text(msg({ message: 'giveaway', comment: 'Keywords, separated by commas' }))),
        mode: 'contains',
      },
      media: { kind: 'any' },
    },
    flow: graphOf([
      send('opening', [0, 0], 'private-reply', [
        textMessage(
          'opening-text',
          text(msg`Thanks for joining the giveaway, ${USERNAME}! Tap below to complete your entry.`),
          [{ id: 'enter', title: text(msg`Complete my entry`), action: { kind: 'step', next: 'ask-email' } }],
        ),
      ]),
      {
        id: 'ask-email',
        kind: 'ask',
        input: 'email',
        question: text(msg`What is your email? We will write to you there if you win.`),
        retryText: text(msg`That does not look like an email. Could you type it again?`),
        maxAttempts: 3,
        field: 'email',
        timeoutSeconds: DAY,
        next: 'tag-entry',
        failed: null,
        timeout: null,
        at: [1, 0],
      },
      {
        id: 'tag-entry',
        kind: 'tag',
        action: 'add',
        tag: text(msg({ message: 'giveaway', comment: 'A contact tag' })),
        next: 'entered',
        at: [2, 0],
      },
      send('entered', [3, 0], 'message', [textMessage('entered-text', text(msg`You are in! Good luck, ${USERNAME}.`))]),
    ]),
  }),
}

const faq: FlowTemplate = {
  id: 'faq',
  name: msg`Questions and answers`,
  description: msg`Answers questions about hours, delivery and prices from the words in the reply.`,
  build: (text) => ({
    trigger: {
      kind: 'dm-keyword',
      keywords: {
        keywords: keywordsOf(text(msg({ message: 'question, info, help', comment: 'Keywords, separated by commas' }))),
        mode: 'contains',
      },
    },
    flow: graphOf([
      send(
        'invite',
        [0, 1],
        'message',
        [textMessage('invite-text', text(msg`Ask away! You can ask about our hours, delivery or prices.`))],
        'listen',
      ),
      {
        id: 'listen',
        kind: 'wait-reply',
        routes: [
          {
            id: 'about-hours',
            keywords: {
              keywords: keywordsOf(
                text(msg({ message: 'hours, open, close', comment: 'Keywords, separated by commas' })),
              ),
              mode: 'contains',
            },
            next: 'hours',
          },
          {
            id: 'about-delivery',
            keywords: {
              keywords: keywordsOf(
                text(msg({ message: 'delivery, deliver, shipping', comment: 'Keywords, separated by commas' })),
              ),
              mode: 'contains',
            },
            next: 'delivery',
          },
          {
            id: 'about-prices',
            keywords: {
              keywords: keywordsOf(
                text(msg({ message: 'price, prices, cost', comment: 'Keywords, separated by commas' })),
              ),
              mode: 'contains',
            },
            next: 'prices',
          },
        ],
        otherwise: 'team',
        timeoutSeconds: DAY,
        timeout: null,
        at: [1, 1],
      },
      send('hours', [2, 0], 'message', [
        textMessage('hours-text', text(msg`We are open Monday to Saturday, 8 am to 6 pm.`)),
      ]),
      send('delivery', [2, 1], 'message', [
        textMessage('delivery-text', text(msg`We deliver within 5 km, every day from 11 am to 5 pm.`)),
      ]),
      send('prices', [2, 2], 'message', [
        textMessage('prices-text', text(msg`Our full price list is on our website.`)),
      ]),
      send(
        'team',
        [2, 3],
        'message',
        [textMessage('team-text', text(msg`Good question! Someone from our team will answer you shortly.`))],
        'handover',
      ),
      {
        id: 'handover',
        kind: 'handover',
        note: text(msg`A question the automatic answers did not cover.`),
        at: [3, 3],
      },
    ]),
  }),
}

const backInStock: FlowTemplate = {
  id: 'back-in-stock',
  name: msg`Back-in-stock alert`,
  description: msg`Someone asks in a comment to be told when a product is back, and is tagged to be messaged.`,
  build: (text) => ({
    trigger: {
      kind: 'comment-keyword',
      keywords: {
        keywords: keywordsOf(text(msg({ message: 'notify, restock', comment: 'Keywords, separated by commas' }))),
        mode: 'contains',
      },
      media: { kind: 'any' },
    },
    flow: graphOf([
      send('opening', [0, 0], 'private-reply', [
        textMessage(
          'opening-text',
          text(msg`This one is sold out for now, ${USERNAME}. Shall we message you when it is back?`),
          [{ id: 'notify-me', title: text(msg`Yes, tell me`), action: { kind: 'step', next: 'tag-waiting' } }],
        ),
      ]),
      {
        id: 'tag-waiting',
        kind: 'tag',
        action: 'add',
        tag: text(msg({ message: 'waiting for restock', comment: 'A contact tag' })),
        next: 'confirm',
        at: [1, 0],
      },
      send('confirm', [2, 0], 'message', [
        textMessage('confirm-text', text(msg`Done! We will message you as soon as it is back in stock.`)),
      ]),
    ]),
  }),
}

export const FLOW_TEMPLATES: readonly FlowTemplate[] = [
  leadMagnet,
  storyThanks,
  welcomeMenu,
  giveaway,
  faq,
  backInStock,
]

export function templateById(id: string): FlowTemplate | undefined {
  return FLOW_TEMPLATES.find((template) => template.id === id)
}

/** A template as a new automation's name, trigger and flow, in the language `text` renders. */
export function installTemplate(template: FlowTemplate, text: TemplateTranslator): InstalledTemplate {
  return { name: text(template.name), ...template.build(text) }
}
