/** The author feature's parts the dashboard shows. Other features import only from here. */
export { profileKey } from './api/get-profile';
export { AuthorFigures } from './components/AuthorFigures';
export { ProfileCard } from './components/ProfileCard';
export { IntroCard } from './components/IntroCard';
export { useCountries } from './api/get-countries';
export { useProfile } from './api/get-profile';
