package sidebyside;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import com.fasterxml.jackson.core.type.TypeReference;

/**
 * Runs the Java side of the scenarios in one JVM. Each line on standard input names a scenario
 * class (in {@code sidebyside.scenarios}), the base URL of its recording proxy and its properties;
 * each line on standard output is that run's outcome, or the failure of the scenario program. What
 * the programs print goes to standard error.
 */
public final class Main {

	private static final long TIMEOUT_SECONDS = 60;

	public static void main(String[] args) throws Exception {
		PrintStream protocol = new PrintStream(System.out, true, StandardCharsets.UTF_8);
		System.setOut(System.err);
		ExecutorService executor = Executors.newCachedThreadPool(runnable -> {
			Thread thread = new Thread(runnable);
			thread.setDaemon(true);
			return thread;
		});
		BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
		for (String request = in.readLine(); request != null; request = in.readLine()) {
			if (request.isBlank()) {
				continue;
			}
			Map<String, Object> entry = Outcome.JSON.readValue(request, new TypeReference<Map<String, Object>>() {
			});
			String name = (String) entry.get("scenario");
			@SuppressWarnings("unchecked")
			Map<String, String> properties = (Map<String, String>) entry.getOrDefault("properties", Map.of());
			ScenarioContext context = new ScenarioContext((String) entry.get("baseUrl"), properties);
			Map<String, Object> line = new LinkedHashMap<>();
			line.put("scenario", name);
			long started = System.nanoTime();
			try {
				Scenario scenario = (Scenario) Class.forName("sidebyside.scenarios." + name)
					.getDeclaredConstructor()
					.newInstance();
				Future<?> run = executor.submit(() -> {
					scenario.run(context);
					return null;
				});
				try {
					run.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
				}
				catch (TimeoutException ex) {
					run.cancel(true);
					throw new IllegalStateException("timed out after " + TIMEOUT_SECONDS + " s");
				}
				line.put("outcome", context.outcome().toMap());
			}
			catch (Throwable ex) {
				Throwable cause = ex instanceof ExecutionException ? ex.getCause() : ex;
				StringWriter trace = new StringWriter();
				cause.printStackTrace(new PrintWriter(trace));
				line.put("failure", trace.toString());
			}
			line.put("millis", (System.nanoTime() - started) / 1_000_000);
			protocol.println(Outcome.JSON.writeValueAsString(line));
		}
		executor.shutdownNow();
		System.exit(0);
	}

}
