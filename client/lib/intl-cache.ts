/** One Intl formatter per language and options: building them is slow, and screens format many figures. */
export function intlCache<O, F>(make: (language: string, options: O) => F): (language: string, options: O) => F {
  const cache = new Map<string, F>();
  return (language, options) => {
    const key = `${language}|${JSON.stringify(options)}`;
    let f = cache.get(key);
    if (!f) cache.set(key, (f = make(language, options)));
    return f;
  };
}
