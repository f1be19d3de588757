import { useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { Pagination } from '@/components/Pagination'

const COMMENTS = [
  ['@lena.brews', 'Do you ship to Lyon?'],
  ['@marco.roasts', 'PRICE for the Guji please'],
  ['@sam_in_seoul', 'Love the new packaging!'],
  ['@noor.cafe', 'Is the decaf water-processed?'],
  ['@juliet.m', 'Ordered twice, both perfect'],
  ['@beanpilgrim', 'Grind size for a moka pot?'],
  ['@kofi.k', 'When is the Kenya back?'],
  ['@ana.latte', 'PRICE'],
  ['@tomasz.v', 'Wholesale for a café of 30 seats?'],
  ['@mei.pours', 'The Colombia is so sweet'],
  ['@hugo_espresso', 'Gift cards?'],
  ['@aisha.r', 'Subscription pause possible?'],
] as const

/** The kit's Pagination under a list: first, previous, next, last, the range shown, and the page size. */
export default function PaginationBasic() {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(5)
  const rows = COMMENTS.slice((page - 1) * pageSize, page * pageSize)
  return (
    <Flex direction="column" gap="3">
      <Flex asChild direction="column" gap="1">
        <ul className="cb-plain-list">
          {rows.map(([author, text]) => (
            <li key={author}>
              {/* People's words keep their own direction inside an Arabic page: <bdi>. */}
              <Text size="2" weight="medium">
                <bdi>{author}</bdi>
              </Text>{' '}
              <Text size="2" color="gray">
                <bdi>{text}</bdi>
              </Text>
            </li>
          ))}
        </ul>
      </Flex>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={COMMENTS.length}
        onPage={setPage}
        onPageSize={setPageSize}
        label={t`Comments pages`}
      />
    </Flex>
  )
}
