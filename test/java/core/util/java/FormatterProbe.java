// Prints what OpenJDK's String.format, Objects.toString and collection factories give for the rows
// pinned in test/core/util/Strings.test.ts, Objects.test.ts and Collections.test.ts.
// Run with a JDK 17: `java test/core/util/java/FormatterProbe.java`.
import java.util.*;
public class FormatterProbe {
  record Person(String name, int age, List<String> tags) {}
  static void p(String fmt, Object... args) {
    String out;
    try { out = String.format(fmt, args); } catch (Exception e) { out = "!" + e.getClass().getSimpleName() + ": " + e.getMessage(); }
    System.out.println(fmt.replace("\n","\\n") + " => " + out.replace("\n","\\n"));
  }
  public static void main(String[] a) {
    p("%s has %d items: %s", "cart", 3, List.of("a", "b"));
    p("%.2f", 1.005); p("%.2f", 0.125); p("%.1f", 0.15); p("%.2f", 2.675); p("%f", 3.14159265); p("%.0f", 2.5); p("%.0f", 0.5); p("%.3f", -0.0); p("%.2f", 1234567.891);
    p("%,d", 1234567); p("%,d", -1234567); p("%,.2f", 1234567.891); p("%5d|", 42); p("%-5d|", 42); p("%05d", -42); p("%+d", 42); p("%(d", -42); p("% d", 42);
    p("%-10s|", "ab"); p("%10s|", "ab"); p("%.3s", "abcdef"); p("%S", "abc");
    p("%b", (Object) null); p("%b", "x"); p("%b", false); p("%B", true);
    p("%x", 255); p("%X", 255); p("%x", -1); p("%x", -1L << 40); p("%#x", 255); p("%o", 8); p("%08x", 255);
    p("%e", 12345.678); p("%.2e", 0.000123456); p("%E", 1e100); p("%g", 12345.678); p("%g", 0.0001234); p("%.3g", 1234567.0); p("%g", 0.0);
    p("%c", 'x'); p("%c", 65);
    p("%n"); p("%%"); p("100%% sure"); p("%2$s %1$s", "a", "b"); p("%s %<s", "a");
    p("%s"); p("%q", 1); p("%d", "x"); p("%d", 1.5); p("abc %"); p("%f", Double.NaN); p("%f", Double.POSITIVE_INFINITY); p("%f", Double.NEGATIVE_INFINITY);
    p("%s", (Object) null); p("%d", (Object) null); p("%s", Map.of("k", 1)); p("%s", new Person("Ada", 36, List.of("x", "y")));
    p("%s", 0.5); p("%s", 1.0E-5); p("%s", 12345678.5); p("%s", 1.0E21); p("%s", -0.0); p("%s", 100.25);
    p("%s", Optional.empty());
    System.out.println("keySet => " + new LinkedHashMap<>(Map.of("a", 1)).keySet());
    System.out.println("empty => " + List.of() + Map.of() + Set.of());
    try { List.of("a", null); } catch (Exception e) { System.out.println("listnull => " + e.getClass().getSimpleName() + ": " + e.getMessage()); }
    try { Set.of("a", "a"); } catch (Exception e) { System.out.println("setdup => " + e.getClass().getSimpleName() + ": " + e.getMessage()); }
    try { Map.of("a", 1, "a", 2); } catch (Exception e) { System.out.println("mapdup => " + e.getClass().getSimpleName() + ": " + e.getMessage()); }
    try { List.of("a").add("b"); } catch (Exception e) { System.out.println("listadd => " + e.getClass().getSimpleName() + ": " + e.getMessage()); }
    try { Collections.nCopies(-1, "a"); } catch (Exception e) { System.out.println("ncopies => " + e.getClass().getSimpleName() + ": " + e.getMessage()); }
    try { Collections.max(List.<String>of()); } catch (Exception e) { System.out.println("max => " + e.getClass().getSimpleName() + ": " + e.getMessage()); }
    try { Map.entry("a", null); } catch (Exception e) { System.out.println("entry => " + e.getClass().getSimpleName() + ": " + e.getMessage()); }
    try { Objects.requireNonNullElse(null, null); } catch (Exception e) { System.out.println("rnne => " + e.getClass().getSimpleName() + ": " + e.getMessage()); }
    List<Object> self = new ArrayList<>(); self.add("a"); self.add(self); System.out.println("self => " + self);
    System.out.println("valueOf => " + String.valueOf((Object) null) + " " + Objects.toString(null, "dflt"));
    System.out.println("join => " + String.join(", ", List.of("a", "b")));
  }
}
