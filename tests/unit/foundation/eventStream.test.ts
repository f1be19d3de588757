import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createStreamParser, encodeStreamEvent, type StreamEvent } from '@/lib/eventStream'

const parseAll = (chunks: string[]) => {
  const events: StreamEvent[] = []
  const parse = createStreamParser((event) => events.push(event))
  for (const chunk of chunks) parse(chunk)
  return events
}

describe('the text/event-stream format', () => {
  it('reads events, multi-line data, ids, comments and CRLF, and drops events without data', () => {
    expect(
      parseAll([
        ': hello\r\nevent: changed\r\nid: 7\r\ndata: {"a":1}\r\n\r\n',
        'retry: 10\n\nevent: x\n\ndata: one\ndata:two\n\n',
      ]),
    ).toEqual([
      { event: 'changed', id: '7', data: '{"a":1}' },
      { event: 'message', data: 'one\ntwo' },
    ])
  })

  it('reads back what it writes, however the text is cut into chunks', () => {
    const event = fc.record(
      {
        event: fc.stringMatching(/^[a-z]{1,10}$/),
        data: fc.string({ unit: fc.constantFrom('a', 'é', '{', '"', ' ', '\n', ':') }),
        id: fc.stringMatching(/^[a-z0-9-]{1,8}$/),
      },
      { requiredKeys: ['event', 'data'] },
    )
    fc.assert(
      fc.property(fc.array(event, { maxLength: 5 }), fc.array(fc.nat(), { maxLength: 6 }), (events, cuts) => {
        const text = events.map(encodeStreamEvent).join('')
        const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b)
        const chunks = [0, ...points, text.length]
          .slice(1)
          .map((end, index, ends) => text.slice(ends[index - 1] ?? 0, end))
        expect(parseAll(chunks)).toEqual(events)
      }),
    )
  })
})
