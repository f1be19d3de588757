import { Flex } from '@radix-ui/themes'
import { UserAvatar } from '@/components/avatar'

/**
 * The kit's UserAvatar from size 1 (a table row) to 5 (a profile header). `labelled` names each
 * one because no name is written beside it here.
 */
export default function AvatarSizes() {
  return (
    <Flex gap="3" align="end" wrap="wrap">
      {(['1', '2', '3', '4', '5'] as const).map((size) => (
        <UserAvatar key={size} name="Inès Moreau" size={size} labelled />
      ))}
    </Flex>
  )
}
