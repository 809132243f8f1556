// The shared base of the Spring AI observation convention classes: Java's default supportsContext
// for the subclass's context class, Micrometer's empty defaults, and the static default for plain
// objects.
import { KeyValues } from '../../src/java/micrometer/common/KeyValues.js';
import { ObservationContext } from '../../src/java/micrometer/observation/ObservationContext.js';
import { ContextTypedObservationConvention } from '../../src/observation/defaults/ContextTypedObservationConvention.js';

class ParcelContext extends ObservationContext {}
class LetterContext extends ObservationContext {}

abstract class ParcelConvention extends ContextTypedObservationConvention<ParcelContext> {
  protected contextType(): typeof ParcelContext {
    return ParcelContext;
  }
}

class NamedParcelConvention extends ParcelConvention {
  override getName(): string {
    return 'parcel';
  }
}

describe('ContextTypedObservationConvention', () => {
  test('supports the contexts of its context class only', () => {
    const convention = new NamedParcelConvention();
    expect(convention.supportsContext(new ParcelContext())).toBe(true);
    expect(convention.supportsContext(new LetterContext())).toBe(false);
  });

  test('has no name, contextual name or key values unless a subclass gives them', () => {
    const convention = new (class extends ParcelConvention {})();
    expect(convention.getName()).toBeUndefined();
    expect(convention.getContextualName(new ParcelContext())).toBeUndefined();
    expect(convention.getLowCardinalityKeyValues(new ParcelContext())).toEqual(KeyValues.empty());
    expect(convention.getHighCardinalityKeyValues(new ParcelContext())).toEqual(KeyValues.empty());
    expect(new NamedParcelConvention().getName()).toBe('parcel');
  });

  test('the static supportsContext applies the context class of the class it is called on to a plain object', () => {
    const plain = { getName: () => 'plain' };
    expect(ParcelConvention.supportsContext(plain, new ParcelContext())).toBe(true);
    expect(ParcelConvention.supportsContext(plain, new LetterContext())).toBe(false);
    expect(ParcelConvention.supportsContext(plain, undefined)).toBe(false);
  });

  test('the static supportsContext asks an object that has the method', () => {
    const letters = { supportsContext: (context: ObservationContext) => context instanceof LetterContext };
    expect(ParcelConvention.supportsContext(letters, new LetterContext())).toBe(true);
    expect(ParcelConvention.supportsContext(letters, new ParcelContext())).toBe(false);
  });
});
