/** The contracts feature's parts other features use. Its screens load through the route table. */
export { PopupHost } from './components/PopupHost';
