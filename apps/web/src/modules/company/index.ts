// The company module's parts other web modules may use.
export { UserInfoCard } from './components/UserInfoCard.tsx';
