import { IconBox, IconCoffee, IconLeaf, IconPackage, IconTool } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import type { FileRef } from '@/domain/files'
import type { CategoryIcon } from '@/domain/shop/catalog'
import { useProductImage } from './api'
import './products.css'

const ICONS = { beans: IconCoffee, cup: IconCoffee, tool: IconTool, box: IconPackage, leaf: IconLeaf } as const

/** An object URL for a blob, released when the blob changes or the image leaves the screen. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    if (!blob) return
    const next = URL.createObjectURL(blob)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL exists only once the effect made it
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [blob])
  return blob ? url : undefined
}

/**
 * A product's picture as a square thumbnail, fetched with the session's token; without one, its
 * category's icon on a tinted tile. Decorative: the product's name is written beside it.
 */
export function ProductImage({
  file,
  icon = 'box',
  size = 40,
  alt = '',
}: {
  file?: FileRef
  icon?: CategoryIcon
  size?: number
  alt?: string
}) {
  const image = useProductImage(file)
  const url = useObjectUrl(image.data)
  const Fallback = ICONS[icon] ?? IconBox
  return url ? (
    <img className="product-image" src={url} alt={alt} width={size} height={size} />
  ) : (
    <span className="product-image product-image--empty" style={{ width: size, height: size }} aria-hidden>
      <Fallback size={size / 2} />
    </span>
  )
}
