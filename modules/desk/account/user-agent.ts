/** A browser and system in words, from a User-Agent header: "Firefox on Windows". */
export function describeUserAgent(userAgent: string | null | undefined) {
  const ua = userAgent ?? ''
  const browser = /Edg(A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\/|FxiOS/.test(ua)
        ? 'Firefox'
        : /HeadlessChrome/.test(ua)
          ? 'Chrome (headless)'
          : /Chrome\/|CriOS/.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua) && /Version\//.test(ua)
              ? 'Safari'
              : /^(curl|Wget|node|undici|python|Go-http-client)/i.test(ua)
                ? 'A script'
                : 'Unknown browser'
  const system = /Windows NT/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPod/.test(ua)
        ? 'iOS'
        : /iPad/.test(ua)
          ? 'iPadOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Mac OS X|Macintosh/.test(ua)
              ? 'macOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : null
  return { browser, system, label: system ? `${browser} on ${system}` : browser }
}
