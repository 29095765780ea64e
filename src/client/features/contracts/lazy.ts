/**
 * The contracts feature's parts others load on demand (a dynamic import of this file is a chunk of
 * its own): the dialog of one of the author's popups, which app/ gives the signed-in frame.
 */
export { default as PopupDialog } from './components/PopupDialog';
