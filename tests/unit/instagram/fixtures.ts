/** Webhook bodies in the shapes Meta documents (ref. instagram-platform.md, "Webhooks"). */
export const ACCOUNT = '17841405822304914'
export const PERSON = '1254459154682919'

export const dmBody = {
  object: 'instagram',
  entry: [
    {
      id: ACCOUNT,
      time: 1569262486134,
      messaging: [
        {
          sender: { id: PERSON },
          recipient: { id: ACCOUNT },
          timestamp: 1569262485349,
          message: {
            mid: 'aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQxNDA1ODIyMzA0OTE0OjM0MDI4MjM2Njg0MTcxMDMwMTI0NDI3NjAxOTU2OTg4NzIzMDY3MjozMTIyNjQ1ODY3MDI5NjQ0Mzk4NDY2NTQ0MDQ2NDI0MTkyAA',
            text: 'Quero o link!',
          },
        },
      ],
    },
  ],
}

export const echoBody = {
  object: 'instagram',
  entry: [
    {
      id: ACCOUNT,
      time: 1569262490000,
      messaging: [
        {
          sender: { id: ACCOUNT },
          recipient: { id: PERSON },
          timestamp: 1569262489000,
          message: { mid: 'echo-mid-1', text: 'Aqui está o link', is_echo: true },
        },
      ],
    },
  ],
}

export const commentBody = {
  object: 'instagram',
  entry: [
    {
      id: ACCOUNT,
      time: 1520622968,
      changes: [
        {
          field: 'comments',
          value: {
            from: { id: '232323232', username: 'test' },
            media: { id: '123123123', media_product_type: 'FEED' },
            id: '17865799348089039',
            parent_id: '1231231234',
            text: 'This is an example.',
          },
        },
      ],
    },
  ],
}

export const flatCommentEntry = {
  object: 'instagram',
  entry: [
    {
      id: ACCOUNT,
      time: 1520622968,
      field: 'comments',
      value: {
        from: { id: '99', username: 'flat.person' },
        media: { id: '555' },
        id: '17800000000000001',
        text: 'flat!',
      },
    },
  ],
}

/** What the dashboard's "Test" button posts: no envelope at all. */
export const dashboardTestComment = {
  field: 'comments',
  value: {
    from: { id: '232323232', username: 'test' },
    media: { id: '123123123', media_product_type: 'FEED' },
    id: '17865799348089039',
    text: 'This is an example.',
  },
}

export const storyMentionBody = {
  object: 'instagram',
  entry: [
    {
      id: ACCOUNT,
      time: 1700000000000,
      messaging: [
        {
          sender: { id: PERSON },
          recipient: { id: ACCOUNT },
          timestamp: 1700000000000,
          message: {
            mid: 'story-mention-mid',
            attachments: [
              { type: 'story_mention', payload: { url: 'https://lookaside.fbsbx.com/ig_messaging_cdn/?asset_id=1' } },
            ],
          },
        },
      ],
    },
  ],
}

export const storyReplyBody = {
  object: 'instagram',
  entry: [
    {
      id: ACCOUNT,
      time: 1700000000000,
      messaging: [
        {
          sender: { id: PERSON },
          recipient: { id: ACCOUNT },
          timestamp: 1700000000001,
          message: {
            mid: 'story-reply-mid',
            text: 'Amei 😍',
            reply_to: { story: { url: 'https://cdn/story.jpg', id: '18000000000000000' } },
          },
        },
      ],
    },
  ],
}

export const postbackBody = {
  object: 'instagram',
  entry: [
    {
      id: ACCOUNT,
      time: 1700000000000,
      messaging: [
        {
          sender: { id: PERSON },
          recipient: { id: ACCOUNT },
          timestamp: 1700000000002,
          postback: { mid: 'postback-mid', title: 'Ver preços', payload: 'PRICES' },
        },
      ],
    },
  ],
}

export const reactionAndSeenBody = {
  object: 'instagram',
  entry: [
    {
      id: ACCOUNT,
      time: 1700000000000,
      messaging: [
        {
          sender: { id: PERSON },
          recipient: { id: ACCOUNT },
          timestamp: 1700000000003,
          reaction: { mid: 'echo-mid-1', action: 'react', reaction: 'love', emoji: '❤️' },
        },
        { sender: { id: PERSON }, recipient: { id: ACCOUNT }, timestamp: 1700000000004, read: { mid: 'echo-mid-1' } },
      ],
    },
  ],
}

export const mentionBody = {
  object: 'instagram',
  entry: [
    {
      id: ACCOUNT,
      time: 1520622968,
      changes: [{ field: 'mentions', value: { media_id: '17887498072083520', comment_id: '17887498072083521' } }],
    },
  ],
}

/** A DM delivered through `changes[]`, as some app configurations receive messages. */
export const dmInChangesBody = {
  object: 'instagram',
  entry: [
    {
      id: ACCOUNT,
      time: 1700000000,
      changes: [
        {
          field: 'messages',
          value: {
            sender: { id: PERSON },
            recipient: { id: ACCOUNT },
            timestamp: '1700000000005',
            message: { mid: 'changes-mid', text: 'via changes' },
          },
        },
      ],
    },
  ],
}
