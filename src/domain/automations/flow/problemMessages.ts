import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { FlowProblem } from './problem'

/**
 * One sentence per flow problem, in a shop owner's words; numbers come from the problem. Counts go
 * through `plural` (its `#` is formatted for the locale), `formatNumber` formats the other numbers.
 */
export function flowProblemMessage(
  problem: FlowProblem,
  formatNumber: (value: number) => string = String,
): MessageDescriptor {
  const { min = 0, max = 0, actual = 0, characters = actual, name = '' } = problem.params ?? {}
  const minText = formatNumber(min)
  const maxText = formatNumber(max)
  const charactersText = formatNumber(characters)
  switch (problem.code) {
    case 'start-missing':
      return msg`Choose the step the flow starts with.`
    case 'nothing-sent':
      return msg`Add a step that sends something: a message, a question or a public reply.`
    case 'unreachable-step':
      return msg`No path leads to this step: connect it from another step, or delete it.`
    case 'waitless-loop':
      return msg`These steps lead back to each other without waiting, so the flow would repeat forever: add a wait, a question or a button on the way.`
    case 'leads-to-missing-step':
      return msg`This leads to a step that was deleted: choose the step it opens.`
    case 'button-leads-nowhere':
      return msg`This button leads nowhere: choose the step it opens.`
    case 'quick-reply-leads-nowhere':
      return msg`This quick reply leads nowhere: choose the step it opens.`
    case 'reply-route-leads-nowhere':
      return msg`This reply leads nowhere: choose the step that answers it.`
    case 'other-reply-leads-nowhere':
      return msg`Any other reply ends the flow without an answer. Choose a step for it if the person should hear back.`
    case 'input-never-used':
      return msg`The answer saved in “${name}” is not used afterwards: show it in a message or check it in a condition, if you need it.`
    case 'needs-comment-trigger':
      return msg`This step answers a comment, and this flow does not start from one.`
    case 'public-reply-on-live-comments':
      return msg`Instagram allows no public reply to a live video's comments, and this flow starts only from those: this reply is never posted.`
    case 'private-reply-not-first':
      return msg`Instagram allows one private reply per comment, as the first message: here another message would come before it.`
    case 'message-before-window-opens':
      return msg`This message only arrives if the person wrote to you in the last 24 hours: someone who only commented must reply or tap a button first. Add a button, a quick reply or a wait for a reply before it.`
    case 'messages-required':
      return msg`Add a message to this step.`
    case 'too-many-messages':
      return msg({
        message: plural(max, {
          one: 'A step can send at most # message.',
          other: 'A step can send at most # messages.',
        }),
      })
    case 'text-required':
      return msg`Write the message text.`
    case 'text-too-long':
      // Bytes only where accents or emoji make them differ from the characters a person counts.
      if (characters === actual)
        return msg({
          message: plural(actual, {
            one: `The message is # character long; Instagram accepts at most ${maxText}.`,
            other: `The message is # characters long; Instagram accepts at most ${maxText}.`,
          }),
        })
      return msg({
        message: plural(actual, {
          one: `The message has ${charactersText} characters, but its accents and emoji take # byte; Instagram accepts at most ${maxText} bytes.`,
          other: `The message has ${charactersText} characters, but its accents and emoji take # bytes; Instagram accepts at most ${maxText} bytes.`,
        }),
      })
    case 'too-many-quick-replies':
      return msg({
        message: plural(max, {
          one: 'Instagram allows at most # quick reply.',
          other: 'Instagram allows at most # quick replies.',
        }),
      })
    case 'quick-reply-title-required':
      return msg`Give the quick reply a title.`
    case 'quick-reply-title-too-long':
      return msg({
        message: plural(max, {
          one: 'A quick reply title can have at most # character.',
          other: 'A quick reply title can have at most # characters.',
        }),
      })
    case 'too-many-buttons':
      return msg({
        message: plural(max, {
          one: 'Instagram allows at most # button.',
          other: 'Instagram allows at most # buttons.',
        }),
      })
    case 'button-title-required':
      return msg`Give the button a title.`
    case 'button-title-too-long':
      return msg({
        message: plural(max, {
          one: 'A button title can have at most # character.',
          other: 'A button title can have at most # characters.',
        }),
      })
    case 'invalid-url':
      return msg`Enter a full web address starting with https://`
    case 'cards-required':
      return msg`Add at least one card to the carousel.`
    case 'too-many-cards':
      return msg({
        message: plural(max, {
          one: 'A carousel can have at most # card.',
          other: 'A carousel can have at most # cards.',
        }),
      })
    case 'card-title-required':
      return msg`Give the card a title.`
    case 'card-title-too-long':
      return msg({
        message: plural(max, {
          one: 'A card title can have at most # character.',
          other: 'A card title can have at most # characters.',
        }),
      })
    case 'card-subtitle-too-long':
      return msg({
        message: plural(max, {
          one: 'A card subtitle can have at most # character.',
          other: 'A card subtitle can have at most # characters.',
        }),
      })
    case 'variants-required':
      return msg`Write at least one reply.`
    case 'keywords-required':
      return msg`Add at least one word to listen for.`
    case 'wait-out-of-range':
      return msg({
        message: plural(max, {
          one: `Choose a time between ${minText} and # minute (24 hours), in whole minutes.`,
          other: `Choose a time between ${minText} and # minutes (24 hours), in whole minutes.`,
        }),
      })
    case 'attempts-out-of-range':
      return msg({
        message: plural(max, {
          one: `Ask between ${minText} and # time.`,
          other: `Ask between ${minText} and # times.`,
        }),
      })
    case 'split-branch-count':
      return msg`A split sends people down ${minText} to ${maxText} branches.`
    case 'split-weight-invalid':
      return msg`Give this branch a share greater than zero.`
    case 'field-required':
      return msg`Choose the contact field.`
    case 'tag-required':
      return msg`Write the tag.`
    case 'unknown-field':
      return msg`There is no contact field named “${name}”: it may have been deleted. Choose another one or create it.`
    case 'unknown-tag':
      return msg`There is no tag named “${name}”: it may have been deleted. Choose another one.`
    case 'posts-required':
      return msg`Choose at least one post or reel.`
    case 'time-invalid':
      return msg`Enter a time on the 24-hour clock, such as 09:30.`
    case 'goto-flow-required':
      return msg`Choose the flow to go to.`
    case 'goto-flow-missing':
      return msg`The flow this step goes to no longer exists: choose another one.`
    case 'goto-flow-self':
      return msg`A flow cannot go to itself: choose another flow, or lead to a step of this one.`
    case 'segment-required':
      return msg`Choose the segment to check.`
    case 'segment-missing':
      return msg`The segment this step checks was deleted: choose another one.`
  }
}
