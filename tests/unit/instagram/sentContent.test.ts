import { describe, expect, it } from 'vitest'
import { describeSentMessage, sentText } from '@/domain/instagram/sentContent'

describe('what a Send API message says, for every shape the mock accepts', () => {
  it('text, with and without quick replies', () => {
    expect(describeSentMessage({ text: 'Hi!' })).toEqual({ kind: 'text', text: 'Hi!', quickReplies: [] })
    expect(
      describeSentMessage({
        text: 'Pick one',
        quick_replies: [
          { content_type: 'text', title: 'Prices', payload: 'PRICES' },
          { content_type: 'text', title: 'Hours', payload: 'HOURS' },
        ],
      }),
    ).toEqual({
      kind: 'text',
      text: 'Pick one',
      quickReplies: [
        { title: 'Prices', payload: 'PRICES' },
        { title: 'Hours', payload: 'HOURS' },
      ],
    })
  })

  it('a button template reads as its text and buttons (the outbox showed “” for it)', () => {
    const content = describeSentMessage({
      attachment: {
        type: 'template',
        payload: {
          template_type: 'button',
          text: 'Here is the link',
          buttons: [
            { type: 'web_url', title: 'Open', url: 'https://shop.example/p' },
            { type: 'postback', title: 'More', payload: 'MORE' },
          ],
        },
      },
    })
    expect(content).toEqual({
      kind: 'buttons',
      text: 'Here is the link',
      buttons: [
        { kind: 'link', title: 'Open', url: 'https://shop.example/p' },
        { kind: 'postback', title: 'More', payload: 'MORE' },
      ],
    })
    expect(sentText(content)).toBe('Here is the link')
  })

  it('a generic template reads as its cards', () => {
    const content = describeSentMessage({
      attachment: {
        type: 'template',
        payload: {
          template_type: 'generic',
          elements: [
            {
              title: 'Winter blend',
              subtitle: '250 g',
              image_url: 'https://shop.example/blend.jpg',
              buttons: [{ type: 'web_url', title: 'Buy', url: 'https://shop.example/blend' }],
            },
            { title: 'Espresso cup' },
          ],
        },
      },
    })
    expect(content).toEqual({
      kind: 'cards',
      cards: [
        {
          title: 'Winter blend',
          subtitle: '250 g',
          imageUrl: 'https://shop.example/blend.jpg',
          buttons: [{ kind: 'link', title: 'Buy', url: 'https://shop.example/blend' }],
        },
        { title: 'Espresso cup', subtitle: null, imageUrl: null, buttons: [] },
      ],
    })
    expect(sentText(content)).toBe('Winter blend · Espresso cup')
  })

  it('attachments: media by URL or reusable id, a like_heart sticker, a shared post', () => {
    expect(
      describeSentMessage({ attachment: { type: 'image', payload: { url: 'https://cdn.example/a.jpg' } } }),
    ).toEqual({ kind: 'attachment', type: 'image', url: 'https://cdn.example/a.jpg', reference: null })
    expect(
      describeSentMessage({ attachment: { type: 'video', payload: { attachment_id: '1857777774821032' } } }),
    ).toEqual({ kind: 'attachment', type: 'video', url: null, reference: '1857777774821032' })
    expect(
      describeSentMessage({ attachment: { type: 'audio', payload: { url: 'https://cdn.example/a.mp3' } } }),
    ).toMatchObject({
      type: 'audio',
    })
    expect(
      describeSentMessage({ attachment: { type: 'file', payload: { url: 'https://cdn.example/a.pdf' } } }),
    ).toMatchObject({
      type: 'file',
    })
    expect(describeSentMessage({ attachment: { type: 'like_heart' } })).toEqual({
      kind: 'attachment',
      type: 'sticker',
      url: null,
      reference: null,
    })
    expect(describeSentMessage({ attachment: { type: 'MEDIA_SHARE', payload: { id: '17900000000000001' } } })).toEqual({
      kind: 'attachment',
      type: 'post',
      url: null,
      reference: '17900000000000001',
    })
  })

  it('sender actions, and anything else, without inventing text', () => {
    expect(describeSentMessage(null, 'typing_on')).toEqual({ kind: 'action', action: 'typing_on' })
    expect(describeSentMessage({ metadata: 'x' })).toEqual({ kind: 'unknown' })
    expect(describeSentMessage('hello')).toEqual({ kind: 'unknown' })
  })
})
