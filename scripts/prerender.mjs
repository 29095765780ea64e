#!/usr/bin/env node
/**
 * After `vite build` (the portal) and `vite build --ssr src/client/prerender/entry.tsx` (the same
 * screens for Node), writes what the server needs to answer a page in one round trip:
 *
 * - `dist/client/pages.json`: every route's path, the chunks and styles its screen loads up front
 *   beyond what the shell links, and per language the catalogs of the features in them (from the build's
 *   `page-files.json`). The server turns them into modulepreload links in the page's document.
 * - `dist/client/pages/<page>.<lang>.html`: the public pages a signed-out visitor of the default
 *   brand opens (sign in, forgot password, terms, policy) rendered in each language with their
 *   styles, light and dark (the system's choice, by media query), so they paint before any script
 *   runs, and the notice a phone gets on any page (`mobile-notice`). The markup is inert until the
 *   portal's script takes the page over (main.tsx).
 * - in `pages.json`, per language, the loading screen (markup and styles) the server puts in the
 *   document of every other page of the default brand, so it paints before the scripts arrive.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { frameModules, screenModules } from './screen-modules.mjs';

process.env.NODE_ENV = 'production';
const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT = path.join(ROOT, 'dist/client');
const started = Date.now();

const ssr = await import(pathToFileURL(path.join(ROOT, 'dist/prerender/entry.js')).href);
const { entry, modules, brands: brandFiles } = JSON.parse(readFileSync(path.join(CLIENT, 'page-files.json'), 'utf8'));
const template = readFileSync(path.join(CLIENT, 'index.html'), 'utf8');

/** Public pages a signed-out visitor opens first (/404 is not one: signed out, it leads to /login). */
const PRERENDERED = ['/login', '/forgot-password', '/terms', '/policy'];

/** What the shell (index.html) already loads: its entry script, styles and Vite's own preloads. */
const inShell = new Set([...template.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]));
const union = (...lists) => [...new Set(lists.flat())];
const byLocale = (...parts) => Object.fromEntries(ssr.LOCALES.map((l) => [l, union(...parts.map((p) => p?.catalogs[l] ?? []))]));

const screenFiles = screenModules();
const frameModule = frameModules(screenFiles).frame;
const routes = ssr.routes.map((route) => {
  const screen = modules[screenFiles.screens[route.screen]];
  const frame = route.access === 'private' ? modules[frameModule] : undefined;
  if (!screen || (route.access === 'private' && !frame)) throw new Error(`no chunk for the screen of ${route.path}`);
  const files = union(entry.files, screen.files, frame?.files ?? []).filter((f) => !inShell.has(f));
  const css = union(entry.css, screen.css, frame?.css ?? []).filter((f) => !inShell.has(f));
  return {
    path: route.path,
    files,
    css,
    catalogs: byLocale(entry, screen, frame),
    prerendered: PRERENDERED.includes(route.path) ? slug(route.path) : undefined,
  };
});
for (const p of PRERENDERED) if (!routes.some((r) => r.path === p)) throw new Error(`${p} is not a route`);

function slug(p) {
  return p.slice(1).replace(/[^a-z0-9]+/g, '-');
}

/** The declarations of a `selector { --a: 1; --b: 2; }` rule by property. */
const declarations = (rule) =>
  new Map(
    rule
      .slice(rule.indexOf('{') + 1, rule.lastIndexOf('}'))
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
  );

/** The dark rule with only what differs from the light one (same selector). */
function darkOnly(lightRule, darkRule) {
  const light = declarations(lightRule);
  const dark = declarations(darkRule);
  const changed = [...dark].filter(([name, value]) => light.get(name) !== value);
  if ([...light.keys()].some((name) => !dark.has(name))) throw new Error('the dark theme lacks a variable the light one sets');
  return `${darkRule.slice(0, darkRule.indexOf('{')).trim()} { ${changed.map(([name, value]) => `${name}: ${value};`).join(' ')} }`;
}

/** The light render, with the dark theme's variables and images for a system in dark mode. */
function mergeModes(light, dark) {
  const provider = /<style id="(fui-FluentProvider[^"]*)">([\s\S]*?)<\/style>/;
  const [, id, lightRule] = provider.exec(light.body) ?? [];
  const [, darkId, darkRule] = provider.exec(dark.body) ?? [];
  if (!id || !lightRule || darkId !== id) throw new Error('no FluentProvider theme in the render, or not the same one in both modes');
  const images = /<img [^>]*>/g;
  const strip = (html) => html.replace(provider, '').replace(images, '<img>');
  if (strip(light.body) !== strip(dark.body) || light.styles !== dark.styles) {
    throw new Error('light and dark renders differ beyond the theme and images: prerender cannot serve both');
  }
  const darkImages = dark.body.match(images) ?? [];
  let i = 0;
  const body = light.body.replace(provider, '').replace(images, (img) => {
    const other = darkImages[i++];
    const src = /src="([^"]*)"/.exec(other)?.[1];
    return other === img || !src ? img : `<picture style="display:contents"><source media="(prefers-color-scheme: dark)" srcset="${src}"/>${img}</picture>`;
  });
  // Both themes in the head, the dark one last, so it wins where the system asks for it; it holds
  // only the variables dark changes (sizes, fonts and timings are the same in both).
  const themes = `<style>${lightRule}</style><style>@media (prefers-color-scheme: dark) { ${darkOnly(lightRule, darkRule)} }</style>`;
  return { body, head: `${light.styles}${themes}`, title: light.title };
}

// A prerendered page paints from its document alone. Its scripts are named in an inert template
// that the entry (boot.ts) puts into the head after the first paint, so the page's bytes and the
// paint come first and the code follows in one wave, then takes over.
const preloads = (route, locale) =>
  [
    ...route.css.map((f) => `<link rel="stylesheet" href="/${f}">`),
    `<template id="wc-preloads">${union(route.files, route.catalogs[locale]).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('')}</template>`,
  ].join('');

function document(route, locale, page) {
  const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(page.title)}</title>`)
    .replace('</head>', `${preloads(route, locale)}${page.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root"><div data-prerendered inert aria-disabled="true">${page.body}</div></div>`);
}

rmSync(path.join(CLIENT, 'pages'), { recursive: true, force: true });
mkdirSync(path.join(CLIENT, 'pages'));
let written = 0;
for (const route of routes.filter((r) => r.prerendered)) {
  for (const locale of ssr.LOCALES) {
    const page = mergeModes(await ssr.renderPage(route.path, locale, 'light'), await ssr.renderPage(route.path, locale, 'dark'));
    writeFileSync(path.join(CLIENT, 'pages', `${route.prerendered}.${locale}.html`), document(route, locale, page));
    written++;
  }
}
// What a phone sees on any page: the notice that takes it to the mobile author login.
const notice = modules['devices/DeviceNotice'];
const mobile = {
  path: '*',
  files: union(entry.files, notice.files).filter((f) => !inShell.has(f)),
  css: union(entry.css, notice.css).filter((f) => !inShell.has(f)),
  catalogs: byLocale(entry, notice),
  prerendered: 'mobile-notice',
};
for (const locale of ssr.LOCALES) {
  const page = mergeModes(await ssr.renderMobileNotice(locale, 'light'), await ssr.renderMobileNotice(locale, 'dark'));
  writeFileSync(path.join(CLIENT, 'pages', `${mobile.prerendered}.${locale}.html`), document(mobile, locale, page));
  written++;
}
// What any other page of the default brand shows from its document while its code loads (the
// server puts it in the shell, page-documents.ts): the portal's loading screen, light and dark.
const loading = {};
for (const locale of ssr.LOCALES) {
  const page = mergeModes(await ssr.renderLoading(locale, 'light'), await ssr.renderLoading(locale, 'dark'));
  loading[locale] = { head: page.head, body: `<div data-placeholder aria-busy="true">${page.body}</div>` };
}
// A site's brand, by site id: the files the portal loads before its first render on that site's pages.
const brands = Object.fromEntries(
  Object.entries(ssr.SITE_BRAND_KEYS).map(([site, key]) => {
    if (!brandFiles[key]) throw new Error(`no chunk for the brand of site ${site} (${key})`);
    return [site, brandFiles[key]];
  }),
);
writeFileSync(path.join(CLIENT, 'pages.json'), JSON.stringify({ locales: ssr.LOCALES, routes, mobile, loading, brands }));
console.log(`prerendered ${written} documents and the preloads of ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
