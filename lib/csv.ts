const cell = (value: unknown) => {
  let s = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** Lines of RFC 4180 CSV; cells that a spreadsheet would run as a formula get a leading apostrophe. */
export function csvLines(rows: readonly (readonly unknown[])[]) {
  return rows.map((r) => `${r.map(cell).join(',')}\r\n`).join('')
}

/** A whole CSV file: the header, then the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]) {
  return csvLines([header, ...rows])
}
