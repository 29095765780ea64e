/**
 * German addresses the author as "Sie" everywhere (docs/translation-style.md): every German
 * catalog of the product (portal, domain, server, mails, legal texts, contract document) is
 * scanned for the "du" register: its pronouns and its imperatives.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** Every `de.json` under src/. */
function germanCatalogs(dir = path.join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return germanCatalogs(full);
    return entry.name === 'de.json' ? [full] : [];
  });
}

/** The "du" register's pronouns and possessives. */
const PRONOUN = /\b(?:du|dich|dir|dein(?:e|en|em|er|es)?)\b/iu;
/** Its imperatives, where a sentence or clause starts (the "Sie" form is "Geben Sie", "Wählen Sie"). */
const IMPERATIVE =
  /(?:^|[.!?:;–—(]\s*|\n\s*|[„“"]|\bbitte\s+)(?:Gib|Wähle|Öffne|Melde|Prüfe|Versuch|Versuche|Lies|Halte|Verlass|Bestätige|Schreib|Schreibe|Lade|Füge|Nimm|Klicke|Tippe|Ändere|Erzähl|Erzähle|Trage|Nutze|Beachte|Entferne|Begegne|Veröffentliche|Informiere|Fordere|Achte|Leg|Lege|Setze|Verwende|Behalte|Speichere|Kopiere|Frag|Ergänze|Lösche|Hinterlege|Wechsle|Schau|Aktualisiere|Zeige|Starte|Teile|Kontaktiere|Schließe|Wiederhole|Erstelle|Fülle|Beantrage|Zeichne|Überprüfe|Probier|Probiere)\b/iu;

function strings(value: unknown, at: string, out: [string, string][]) {
  if (typeof value === 'string') out.push([at, value]);
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) strings(inner, at ? `${at}.${key}` : key, out);
  return out;
}

describe('German register', () => {
  const files = germanCatalogs();

  it('finds the German catalogs', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it.each(files.map((file) => [path.relative(root, file)]))('%s addresses the author as "Sie", never "du"', (file) => {
    const found = strings(JSON.parse(readFileSync(path.join(root, file), 'utf8')), '', [])
      .filter(([, text]) => PRONOUN.test(text) || IMPERATIVE.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });
});
