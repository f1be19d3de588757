import { Trans } from '@lingui/react/macro'
import { CataloguePage, DemoCard } from '@/components/demo'
import AutocompleteAsync from './demos/AutocompleteAsync'
import AutocompleteHashtag from './demos/AutocompleteHashtag'
import AutocompleteStates from './demos/AutocompleteStates'
import AutocompleteTags from './demos/AutocompleteTags'
import { sourceOf } from './demoSource'
import './forms-inputs.css'

/** `/forms/autocomplete`: the kit's Combobox with free text, suggestions and a search. */
export default function AutocompleteScreen() {
  return (
    <CataloguePage
      title={<Trans>Autocomplete</Trans>}
      intro={
        <Trans>
          Free text with suggestions: the Combobox of components/combobox with freeText, or with loadOptions to search
          as the person types.
        </Trans>
      }
    >
      <DemoCard
        title={<Trans>Free text</Trans>}
        description={<Trans>Any hashtag is accepted; the suggestions only save typing.</Trans>}
        source={sourceOf('AutocompleteHashtag')}
      >
        <AutocompleteHashtag />
      </DemoCard>
      <DemoCard
        title={<Trans>Several free values</Trans>}
        description={<Trans>Enter turns what was typed into a chip.</Trans>}
        source={sourceOf('AutocompleteTags')}
      >
        <AutocompleteTags />
      </DemoCard>
      <DemoCard
        title={<Trans>Search as you type</Trans>}
        description={<Trans>Options loaded for the typed words, with a loading and an error state.</Trans>}
        source={sourceOf('AutocompleteAsync')}
      >
        <AutocompleteAsync />
      </DemoCard>
      <DemoCard
        title={<Trans>Validation and disabled</Trans>}
        description={<Trans>ComboboxField checked by zod when the form is sent; a disabled field beside it.</Trans>}
        source={sourceOf('AutocompleteStates')}
      >
        <AutocompleteStates />
      </DemoCard>
    </CataloguePage>
  )
}
