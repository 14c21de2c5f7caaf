import { useQuery } from '@tanstack/react-query';
import { contraryReasonResource, travelPurposeResource } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { BTRIP_CHOICES_KEY } from './query-keys.ts';

export type TReasonChoice = {
  ReasonID: string;
  Name: string;
  NameEn: string;
  ServiceTypes: number[];
  IsOther: boolean;
};
export type TPurposeChoice = { PurposeID: string; Name: string; NameEn: string };

type TReasonRow = {
  ReasonID: string;
  ReasonName: string;
  ReasonNameEn?: string;
  ServiceTypes?: number[];
  IsOther?: boolean;
};
type TPurposeRow = { PurposeID: string; PurposeName: string; PurposeNameEn?: string };

/** The company's violation reasons and travel purposes (lists everyone in the company reads). */
export const useChoices = () =>
  useQuery({
    queryKey: BTRIP_CHOICES_KEY,
    queryFn: async () => {
      const [reasons, purposes] = await Promise.all([
        fetchResult(contraryReasonResource.calls.List, { PageNo: 1, PageSize: 200 }),
        fetchResult(travelPurposeResource.calls.List, { PageNo: 1, PageSize: 200 }),
      ]);
      return {
        reasons: (reasons.Entities as TReasonRow[]).map<TReasonChoice>((r) => ({
          ReasonID: r.ReasonID,
          Name: r.ReasonName,
          NameEn: r.ReasonNameEn ?? '',
          ServiceTypes: r.ServiceTypes ?? [],
          IsOther: r.IsOther === true,
        })),
        purposes: (purposes.Entities as TPurposeRow[]).map<TPurposeChoice>((p) => ({
          PurposeID: p.PurposeID,
          Name: p.PurposeName,
          NameEn: p.PurposeNameEn ?? '',
        })),
      };
    },
    staleTime: 60 * 1000,
  });

/** A name in the interface language: the English one when there is one. */
export const nameIn = (lang: string, c: { Name: string; NameEn: string }) => (lang === 'en' && c.NameEn) || c.Name;
