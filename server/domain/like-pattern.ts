// A search text as a LIKE pattern that matches it anywhere, its wildcards taken literally.

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
