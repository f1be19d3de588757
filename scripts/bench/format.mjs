// Plain-text tables and the small statistics the bench sections print.

export function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`
}

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Prints rows (arrays of cells) under a header; numbers align right. */
export function printTable(header, rows) {
  const cells = [header, ...rows].map((row) =>
    row.map((cell) => (cell === null || cell === undefined ? '–' : String(cell))),
  )
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)))
  const numeric = header.map((_, column) =>
    rows.every((row) => typeof row[column] !== 'string' || /^[\d.,\s]+(KiB|ms)?$/.test(row[column])),
  )
  const line = (row) =>
    row
      .map((cell, column) =>
        numeric[column] && column > 0 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ')
  console.log(line(cells[0]))
  console.log(widths.map((width) => '─'.repeat(width)).join('  '))
  for (const row of cells.slice(1)) console.log(line(row))
}
