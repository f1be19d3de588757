import type { MailFolder, MailLabel } from '@/domain/email/model'

/**
 * What a social-media team's mailbox holds: the messages a workspace using Conversa receives,
 * sends and drafts. Real copy, written once; the seed gives each a sender and a date.
 * `{n}` is replaced by a number that makes a recurring message distinct (an order, a week).
 */
export interface MailTemplate {
  folder: MailFolder
  /** The sender's organisation and mail domain ('' for a person writing from a personal address). */
  org: readonly [name: string, domain: string]
  subject: string
  body: readonly string[]
  labels?: readonly MailLabel[]
  /** How many of the seeded messages use it. */
  times?: number
  attachment?: { fileName: string; type: string; text: string }
  /** A thread that follows: who wrote each reply and what they said. */
  replies?: readonly { by: 'me' | 'them'; body: readonly string[] }[]
}

export const MAIL_TEMPLATES: readonly MailTemplate[] = [
  {
    folder: 'inbox',
    org: ['Lumen Studio', 'lumenstudio.example'],
    subject: 'Reel shoot on Thursday: call sheet',
    labels: ['company'],
    body: [
      'Hi,',
      'Here is the call sheet for Thursday’s reel shoot. We start at 9:30 in Studio B; the crew needs about forty minutes to set the lights, so the first take should be around 10:15.',
      'Could you bring the three spring products and the printed giveaway card? We will film the “comment GLOW to get the link” ending twice, once with the caption on screen and once without.',
      'See you Thursday.',
    ],
    attachment: {
      fileName: 'call-sheet.txt',
      type: 'text/plain',
      text: 'Reel shoot — Studio B\n09:30 crew call\n10:15 first take\n12:00 lunch\n13:00 product close-ups\n15:00 wrap\n',
    },
    replies: [
      { by: 'me', body: ['Thanks! I will bring the products and the card. Can we also film a short story version?'] },
      { by: 'them', body: ['Yes, we can add a vertical 15-second cut at the end of the day.'] },
    ],
  },
  {
    folder: 'inbox',
    org: ['Northwind Goods', 'northwind.example'],
    subject: 'Partnership proposal for the summer collection',
    labels: ['important', 'company'],
    body: [
      'Hello,',
      'We have followed your account for a while and love how quickly you answer your community. We are launching a summer collection in June and would like to run a joint giveaway with you.',
      'The idea: followers comment a keyword on a shared post and receive the entry rules by private reply. We would cover the prizes and the shipping.',
      'Would you be open to a call next week to talk it through?',
    ],
    replies: [{ by: 'me', body: ['That sounds great. Tuesday or Wednesday afternoon works for us.'] }],
  },
  {
    folder: 'inbox',
    org: ['Conversa', 'conversa.example'],
    subject: 'Weekly engagement report — week {n}',
    labels: ['company'],
    times: 10,
    body: [
      'Hi,',
      'Your automations answered every comment that used one of your keywords this week. Private replies went out within a few seconds on average, and your welcome message greeted each new conversation.',
      'Open the dashboard to see the runs per automation and the people who replied.',
      'The Conversa team',
    ],
  },
  {
    folder: 'inbox',
    org: ['Petal & Stem', 'petalandstem.example'],
    subject: 'New order #{n}',
    labels: ['company'],
    times: 25,
    body: [
      'You have a new order from your Instagram shop.',
      'Two bouquets, delivery tomorrow between 10:00 and 12:00. The customer asked in a DM whether a handwritten card can be added; the note is in the order.',
      'Please confirm the delivery slot before 18:00.',
    ],
  },
  {
    folder: 'inbox',
    org: ['', ''],
    subject: 'Question about the giveaway',
    labels: ['personal'],
    times: 8,
    body: [
      'Hi there!',
      'I commented GLOW on your post yesterday and got the rules in a DM, thank you. Do I need to follow both accounts to enter, or is one enough?',
      'Have a nice day!',
    ],
    replies: [
      { by: 'me', body: ['Hi! Following both accounts is part of the rules, so please follow both. Good luck!'] },
    ],
  },
  {
    folder: 'inbox',
    org: ['Meta for Business', 'business.example'],
    subject: 'Your Instagram access token expires in 7 days',
    labels: ['important'],
    times: 3,
    body: [
      'Hello,',
      'The long-lived access token your app uses for one of your Instagram professional accounts expires in 7 days. Refresh it to keep receiving webhooks and sending messages.',
      'In Conversa, open Integrations and choose “Reconnect” on the account.',
    ],
  },
  {
    folder: 'inbox',
    org: ['Cloud Ledger', 'cloudledger.example'],
    subject: 'Invoice {n} is ready',
    labels: ['company'],
    times: 6,
    body: [
      'Hello,',
      'Your monthly invoice is ready. The amount will be charged to the card on file in five days.',
      'You can download it from the attached file or from your billing page at any time.',
    ],
    attachment: {
      fileName: 'invoice-summary.csv',
      type: 'text/csv',
      text: 'item,quantity,unit price\nTeam plan seat,5,12.00\nExtra automations,1,9.00\n',
    },
  },
  {
    folder: 'inbox',
    org: ['Harbor Events', 'harborevents.example'],
    subject: 'Invitation: Instagram marketing meetup',
    labels: ['personal'],
    times: 3,
    body: [
      'Hi,',
      'You are invited to our monthly meetup for small brands on Instagram. This month: how to plan a keyword campaign, and what to write in the first private reply so people answer.',
      'Doors open at 18:30; drinks and snacks are on us. Reply to this message to save a seat.',
    ],
    attachment: {
      fileName: 'meetup.ics',
      type: 'text/calendar',
      text: 'BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nSUMMARY:Instagram marketing meetup\nLOCATION:Harbor Events, Hall 2\nEND:VEVENT\nEND:VCALENDAR\n',
    },
  },
  {
    folder: 'inbox',
    org: ['', ''],
    subject: 'Photos from the launch party',
    labels: ['personal', 'private'],
    body: [
      'Hey!',
      'I finally sorted the photos from Saturday. There are a few great ones of the team with the new packaging; feel free to post them, just tag me.',
      'Talk soon.',
    ],
  },
  {
    folder: 'inbox',
    org: ['Brightside Agency', 'brightside.example'],
    subject: 'Draft captions for next week',
    labels: ['company'],
    times: 5,
    body: [
      'Hi,',
      'Below are the captions for next week’s five posts. Each ends with the keyword people should comment, so your automation can send them the link privately:',
      'Monday — “New colours are here. Comment COLOUR for the full palette.” Wednesday — “Behind the scenes of our studio. Comment TOUR for the video.” Friday — “Weekend offer: comment DEAL and we will send you the code.”',
      'Let me know what you would change.',
    ],
    replies: [
      { by: 'me', body: ['Looks good. Let us swap DEAL for WEEKEND so it does not trigger last month’s automation.'] },
      { by: 'them', body: ['Good catch, updated.'] },
    ],
  },
  {
    folder: 'inbox',
    org: ['Parcel Express', 'parcelexpress.example'],
    subject: 'Your shipment is on its way',
    times: 8,
    body: [
      'Good news: your parcel has left our depot and will be delivered in one to two working days.',
      'You can follow it with the tracking number in your account.',
    ],
  },
  {
    folder: 'inbox',
    org: ['Security', 'conversa.example'],
    subject: 'New sign-in to your account',
    labels: ['important'],
    times: 4,
    body: [
      'We noticed a new sign-in to your Conversa account from a new browser.',
      'If this was you, there is nothing to do. If not, change your password and review your recent devices in the account settings.',
    ],
  },
  {
    folder: 'spam',
    org: ['Followers Boost', 'followers-boost.example'],
    subject: 'Get 10,000 followers overnight!!!',
    times: 4,
    body: [
      'Grow your account instantly with our real and active followers. Limited offer, today only.',
      'Click now and enter your Instagram password to start.',
    ],
  },
  {
    folder: 'spam',
    org: ['Prize Centre', 'prize-centre.example'],
    subject: 'You have won a gift card',
    times: 3,
    body: ['Congratulations! You were selected to receive a gift card. Confirm your bank details to claim it.'],
  },
  {
    folder: 'spam',
    org: ['Verified Badge Team', 'badge-verify.example'],
    subject: 'Your account will be verified today',
    body: ['Your profile qualifies for the blue badge. Pay the verification fee within 24 hours to keep your place.'],
  },
  {
    folder: 'sent',
    org: ['Northwind Goods', 'northwind.example'],
    subject: 'Media kit and audience figures',
    labels: ['company'],
    body: [
      'Hello,',
      'As promised, here is our media kit with the audience figures of the last three months, and examples of the keyword campaigns we ran.',
      'Happy to talk about formats for the summer collection.',
    ],
    attachment: {
      fileName: 'media-kit.txt',
      type: 'text/plain',
      text: 'Audience: 48,200 followers\nAverage reach per post: 12,400\nComment-to-DM campaigns: 9 in the last quarter\n',
    },
  },
  {
    folder: 'sent',
    org: ['Lumen Studio', 'lumenstudio.example'],
    subject: 'Product list for the shoot',
    labels: ['company'],
    body: [
      'Hi,',
      'Here are the products for Thursday: the rose serum, the night cream and the travel set. We would like one close-up of each, and the three together for the cover.',
      'Thanks!',
    ],
  },
  {
    folder: 'sent',
    org: ['', ''],
    subject: 'Thank you for your order',
    times: 8,
    body: [
      'Hello,',
      'Thank you for ordering through our Instagram shop! Your parcel will leave tomorrow morning; we will send the tracking number as soon as we have it.',
      'If you have any question, simply answer our DM or this message.',
    ],
  },
  {
    folder: 'sent',
    org: ['Brightside Agency', 'brightside.example'],
    subject: 'Feedback on the story templates',
    labels: ['company'],
    body: [
      'Hi,',
      'The story templates look great. Two small things: make the keyword bigger on the last frame, and add our handle at the bottom so mentions work.',
      'Thanks for the quick turnaround.',
    ],
  },
  {
    folder: 'draft',
    org: ['Harbor Events', 'harborevents.example'],
    subject: 'Talk proposal: answering 500 comments a day',
    body: [
      'Hello,',
      'I would love to give a short talk at the next meetup about how we answer hundreds of comments a day without losing the personal touch:',
      'keywords that people actually type, a first private reply that asks a question, and when a person takes over the conversation.',
    ],
  },
  {
    folder: 'draft',
    org: ['', ''],
    subject: 'Welcome message ideas',
    labels: ['private'],
    body: [
      'Ideas for the new welcome DM:',
      'Thanks for writing to us! What can we help you with today? Quick replies: Opening hours, Shipping, Talk to a person.',
    ],
  },
]
