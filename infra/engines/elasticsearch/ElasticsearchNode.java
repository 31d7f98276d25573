import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.elasticsearch.common.logging.LogConfigurator;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.env.Environment;
import org.elasticsearch.node.Node;
import org.elasticsearch.plugins.PluginsLoader;

/**
 * Runs one Elasticsearch node in this JVM from Elasticsearch's own jars, as the distribution's
 * launcher does once its checks are done: the settings come from {@code <home>/config/elasticsearch.yml}
 * (or {@code <config>/elasticsearch.yml}: the nodes of a local cluster share one home's jars, each
 * with a config folder of its own), modules from {@code <home>/modules} and plugins from
 * {@code <home>/plugins}. Run with {@code java -cp '<home>/lib/*' ElasticsearchNode.java <home> [<config>]};
 * SIGTERM closes the node cleanly.
 */
public final class ElasticsearchNode {
  public static void main(String[] args) throws Exception {
    if (args.length < 1 || args.length > 2) throw new IllegalArgumentException("usage: ElasticsearchNode <home> [<config>]");
    Path home = Path.of(args[0]).toAbsolutePath();
    Path config = args.length == 2 ? Path.of(args[1]).toAbsolutePath() : home.resolve("config");
    Settings settings = Settings.builder()
        .loadFromPath(config.resolve("elasticsearch.yml"))
        .put("path.home", home.toString())
        .build();
    Files.createDirectories(home.resolve("logs"));
    LogConfigurator.registerErrorListener();
    LogConfigurator.configureWithoutConfig(settings);
    Environment environment = new Environment(settings, config);
    PluginsLoader plugins = PluginsLoader.createPluginsLoader(
        PluginsLoader.loadModulesBundles(environment.modulesDir()),
        PluginsLoader.loadPluginsBundles(environment.pluginsDir()),
        Map.of(),
        false);
    Node node = new Node(environment, plugins);
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      try {
        node.close();
        node.awaitClose(30, TimeUnit.SECONDS);
      } catch (Exception e) {
        e.printStackTrace();
      } finally {
        stopped.countDown();
      }
    }, "qanoon-node-shutdown"));
    node.start();
    System.out.println("Elasticsearch node started");
    // The node's threads are daemons: this thread keeps the JVM alive until SIGTERM.
    stopped.await();
  }
}
