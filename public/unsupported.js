/* global navigator, document */
/*
 * Runs only in browsers too old for module scripts (<script nomodule>), where
 * the portal itself cannot start: the spec's "browser not supported" notice,
 * in the browser's language. ES3 on purpose.
 */
(function () {
  var texts = {
    en: ['Your browser is not supported', 'Please open Writers\u2019 Center in a recent version of Chrome, Edge, Firefox or Safari.'],
    es: ['Tu navegador no es compatible', 'Abre Writers\u2019 Center en una versi\u00f3n reciente de Chrome, Edge, Firefox o Safari.'],
    id: ['Browser Anda tidak didukung', 'Buka Writers\u2019 Center di versi terbaru Chrome, Edge, Firefox, atau Safari.'],
    pt: ['Seu navegador n\u00e3o \u00e9 compat\u00edvel', 'Abra o Writers\u2019 Center em uma vers\u00e3o recente do Chrome, Edge, Firefox ou Safari.'],
    ru: ['\u0412\u0430\u0448 \u0431\u0440\u0430\u0443\u0437\u0435\u0440 \u043d\u0435 \u043f\u043e\u0434\u0434\u0435\u0440\u0436\u0438\u0432\u0430\u0435\u0442\u0441\u044f', '\u041e\u0442\u043a\u0440\u043e\u0439\u0442\u0435 Writers\u2019 Center \u0432 \u0441\u0432\u0435\u0436\u0435\u0439 \u0432\u0435\u0440\u0441\u0438\u0438 Chrome, Edge, Firefox \u0438\u043b\u0438 Safari.'],
    th: ['\u0e40\u0e1a\u0e23\u0e32\u0e27\u0e4c\u0e40\u0e0b\u0e2d\u0e23\u0e4c\u0e02\u0e2d\u0e07\u0e04\u0e38\u0e13\u0e44\u0e21\u0e48\u0e23\u0e2d\u0e07\u0e23\u0e31\u0e1a', '\u0e42\u0e1b\u0e23\u0e14\u0e40\u0e1b\u0e34\u0e14 Writers\u2019 Center \u0e14\u0e49\u0e27\u0e22 Chrome, Edge, Firefox \u0e2b\u0e23\u0e37\u0e2d Safari \u0e40\u0e27\u0e2d\u0e23\u0e4c\u0e0a\u0e31\u0e19\u0e25\u0e48\u0e32\u0e2a\u0e38\u0e14'],
    fil: ['Hindi suportado ang iyong browser', 'Buksan ang Writers\u2019 Center sa bagong bersyon ng Chrome, Edge, Firefox o Safari.'],
    fr: ['Votre navigateur n\u2019est pas pris en charge', 'Ouvrez Writers\u2019 Center dans une version r\u00e9cente de Chrome, Edge, Firefox ou Safari.'],
    vi: ['Tr\u00ecnh duy\u1ec7t c\u1ee7a b\u1ea1n kh\u00f4ng \u0111\u01b0\u1ee3c h\u1ed7 tr\u1ee3', 'H\u00e3y m\u1edf Writers\u2019 Center b\u1eb1ng phi\u00ean b\u1ea3n m\u1edbi c\u1ee7a Chrome, Edge, Firefox ho\u1eb7c Safari.'],
    de: ['Ihr Browser wird nicht unterst\u00fctzt', '\u00d6ffnen Sie Writers\u2019 Center in einer aktuellen Version von Chrome, Edge, Firefox oder Safari.'],
    zh: ['\u4e0d\u652f\u6301\u60a8\u7684\u6d4f\u89c8\u5668', '\u8bf7\u4f7f\u7528\u6700\u65b0\u7248\u7684 Chrome\u3001Edge\u3001Firefox \u6216 Safari \u6253\u5f00 Writers\u2019 Center\u3002']
  };
  var lang = String(navigator.language || navigator.userLanguage || 'en').toLowerCase();
  var code = lang.indexOf('tl') === 0 || lang.indexOf('fil') === 0 ? 'fil' : lang.split('-')[0];
  var t = texts[code] || texts.en;
  var root = document.getElementById('root');
  if (!root) return;
  root.innerHTML = '<div style="font-family:sans-serif;max-width:560px;margin:15vh auto;padding:24px;text-align:center">' +
    '<h1 style="font-size:24px"></h1><p></p></div>';
  root.getElementsByTagName('h1')[0].appendChild(document.createTextNode(t[0]));
  root.getElementsByTagName('p')[0].appendChild(document.createTextNode(t[1]));
})();
