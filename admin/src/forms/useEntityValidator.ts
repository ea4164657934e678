/** The entity's compiled validator, loaded with its form (`undefined` until its chunk has arrived). */
import { useEffect, useState } from 'react';
import type { EntityModel } from '../model.ts';
import { loadEntityValidator, type EntityValidator } from './compiledValidation.ts';

export function useEntityValidator(entity: EntityModel): EntityValidator | undefined {
  const [loaded, setLoaded] = useState<{ name: string; validator: EntityValidator }>();
  useEffect(() => {
    let live = true;
    loadEntityValidator(entity).then((validator) => {
      if (live) setLoaded({ name: entity.name, validator });
    });
    return () => {
      live = false;
    };
  }, [entity]);
  return loaded?.name === entity.name ? loaded.validator : undefined;
}
