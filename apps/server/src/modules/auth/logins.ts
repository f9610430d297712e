/**
 * The one case folding of a login (a username or an email as typed), for the account lookup and
 * the rate-limit keys alike. Folded two ways, "kİkİ" was another login to the lock (JavaScript
 * gives "ki̇ki̇") yet the account "kiki" to PostgreSQL's lower(). The lookup compares this value
 * with lower(username), which agrees with toLowerCase() because usernames are ASCII
 * (USERNAME_PATTERN), and with emails, which are stored lower-cased by toLowerCase() too.
 */
export const foldLogin = (login: string): string => login.toLowerCase();
