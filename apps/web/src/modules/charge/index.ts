// The charge module's parts other web modules may use: a customer level's default fees (from /CustomerLevel).
export { LevelFeesDrawer } from './components/LevelFeesDrawer.tsx';
