/** The author feature's parts the dashboard shows. Other features import only from here. */
export { AuthorFigures } from './components/AuthorFigures';
export { ProfileCard } from './components/ProfileCard';
export { IntroCard } from './components/IntroCard';
