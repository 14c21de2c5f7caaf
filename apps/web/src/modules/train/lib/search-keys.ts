/** TanStack Query keys of the train search screen. */
export const trainStationKey = (keyWords: string) => ['train', 'station', keyWords] as const;
export const trainSearchKey = (from: string, to: string, date: string) => ['train', 'search', from, to, date] as const;
